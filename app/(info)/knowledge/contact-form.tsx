"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { notify } from "@/components/feedback/notify";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { CrisisHelpPanel } from "@/components/support/crisis-help-panel";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { CONTACT_MESSAGE_MAX, contactRules } from "@/lib/validations/contact-rules";
import { sendContactMessageAction } from "./actions";
import { MessageField } from "./message-field";

const resolver = rulesResolver(contactRules);

/** The contact form: checked as you go by the rules the server's schema is built from and checks again before storing. */
export function ContactForm() {
  const [helpDismissed, setHelpDismissed] = useState(false);
  const { form, state, field, errorOf, status, pending, formProps } = useActionForm(sendContactMessageAction, {
    defaults: { name: "", email: "", message: "" },
    resolver,
    unreachable: "Your message could not be sent. Please try again in a moment.",
    onDone: () => notify("success", "Message sent"),
    onFailed: (failed) => notify("error", failed.message),
  });
  const length = useWatch({ control: form.control, name: "message" }).length;

  if (state.status === "done") {
    const helpLines = helpDismissed ? null : state.data.crisis?.helpLines;
    return (
      <>
        <p role="status" className="mt-6 rounded-2xl bg-accent-soft px-5 py-4 leading-relaxed text-ink" data-testid="contact-sent">
          {state.data.message}
        </p>
        {helpLines && (
          <div className="mt-4">
            <CrisisHelpPanel onDismiss={() => setHelpDismissed(true)} />
          </div>
        )}
      </>
    );
  }

  return (
    <form {...formProps} className="mt-6 flex flex-col gap-4">
      <TextField label="Name" autoComplete="name" error={errorOf("name")} {...field("name")} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errorOf("email")} {...field("email")} />
      <MessageField count={length} limit={CONTACT_MESSAGE_MAX} error={errorOf("message")} {...field("message")} />
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Send message"}
      </Button>
      <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger">
        {status}
      </p>
    </form>
  );
}
