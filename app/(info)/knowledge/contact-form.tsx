"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { notify } from "@/components/feedback/notify";
import { CrisisHelpPanel } from "@/components/support/crisis-help-panel";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ContactFieldsSchema } from "@/lib/validations/contact";
import { CONTACT_MESSAGE_MAX, type ContactFields } from "@/lib/validations/contact-rules";
import { sendContactMessageAction } from "./actions";
import { MessageField } from "./message-field";

const FALLBACK = "Your message could not be sent. Please try again in a moment.";
const FIELDS = ["name", "email", "message"] as const;

/** The contact form: checked as you go by the schema the server checks again before storing. */
export function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [helpLines, setHelpLines] = useState<readonly string[] | null>(null);
  const [status, setStatus] = useState("");
  const form = useForm<ContactFields>({
    mode: "onBlur",
    resolver: zodResolver(ContactFieldsSchema),
    defaultValues: { name: "", email: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const length = useWatch({ control: form.control, name: "message" }).length;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus("");
    try {
      const result = await sendContactMessageAction(values);
      if (result.ok) {
        setSent(result.data.message);
        setHelpLines(result.data.crisis?.helpLines ?? null);
        notify("success", "Message sent");
        return;
      }
      for (const name of FIELDS) {
        const message = result.fieldErrors?.[name]?.[0];
        if (message) form.setError(name, { message });
      }
      setStatus(result.message);
      notify("error", result.message);
    } catch {
      setStatus(FALLBACK);
      notify("error", FALLBACK);
    }
  });

  if (sent) {
    return (
      <>
        <p role="status" className="mt-6 rounded-2xl bg-accent-soft px-5 py-4 leading-relaxed text-ink" data-testid="contact-sent">
          {sent}
        </p>
        {helpLines && (
          <div className="mt-4">
            <CrisisHelpPanel helpLines={helpLines} onDismiss={() => setHelpLines(null)} />
          </div>
        )}
      </>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <MessageField count={length} limit={CONTACT_MESSAGE_MAX} error={errors.message?.message} {...form.register("message")} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Send message"}
      </Button>
      <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger">
        {status}
      </p>
    </form>
  );
}
