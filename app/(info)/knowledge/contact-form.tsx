"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { notify } from "@/components/feedback/notify";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { useWords } from "@/components/i18n/words-context";
import { CrisisHelpPanel } from "@/components/support/crisis-help-panel";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { visibleLength } from "@/lib/text/visible-length";
import { CONTACT_MESSAGE_MAX, contactRules } from "@/lib/validations/contact-rules";
import { sendContactMessageAction } from "./actions";
import { MessageField } from "./message-field";

const resolver = rulesResolver(contactRules);

/** The contact form: checked as you go by the rules the server's schema is built from and checks again before storing. */
export function ContactForm() {
  const t = useWords("Contact");
  const [helpDismissed, setHelpDismissed] = useState(false);
  const { form, state, field, errorOf, status, pending, formProps } = useActionForm(sendContactMessageAction, {
    defaults: { name: "", email: "", message: "" },
    resolver,
    unreachable: t("unreachable"),
    onDone: () => notify("success", t("sentToast")),
    onFailed: (failed) => notify("error", failed.message),
  });
  const length = visibleLength(useWatch({ control: form.control, name: "message" }));

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
      <TextField label={t("name")} autoComplete="name" error={errorOf("name")} {...field("name")} />
      <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" error={errorOf("email")} {...field("email")} />
      <MessageField label={t("message")} count={length} limit={CONTACT_MESSAGE_MAX} error={errorOf("message")} {...field("message")} />
      <Button type="submit" disabled={pending}>
        {pending ? t("sending") : t("send")}
      </Button>
      <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger">
        {status}
      </p>
    </form>
  );
}
