"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { InPlaceLink } from "@/components/forms/in-place-link";
import { Button, buttonClass } from "@/components/ui/button";
import { COMPANION_CLEAR_PATH, COMPANIONS, type CompanionName } from "@/lib/companion/companions";
import { loadConversationAction, sendCompanionMessageAction } from "@/lib/companion/actions";
import type { ConversationMessage } from "@/lib/companion/service";
import { speak } from "@/lib/companion/speak";
import { COMPANION_MESSAGE_MAX } from "@/lib/companion/limits";
import { inputUnitsFor } from "@/lib/text/visible-length";
import { ClearConversationForm } from "./clear-conversation-form";
import { MessageBubble } from "./message-bubble";
import { OfferCard } from "./offer-card";
import { useCompanionMuted } from "./use-muted";
import { useWords } from "@/components/i18n/words-context";

type Props = {
  companion: CompanionName;
  /** The person's saved zone: the help lines shown when words of crisis come up put their region first. */
  timeZone: string;
  /** Names of the habits a reply may offer, by slug. */
  habitNames: Readonly<Record<string, string>>;
  openingSuggestions: readonly string[];
  /** The page's button that opens its mood checker, offered when a reply suggests a check-in. */
  moodCheckButton: ReactNode;
  /** Shown below the conversation unless it is with the help lines (the everyday practice card). */
  children?: ReactNode;
  /** The conversation as the server read it (its own page); without it, it is read when this mounts. */
  initialMessages?: ConversationMessage[];
};

/**
 * A short conversation with the companion: replies typed or picked from suggestions, the
 * companion's answers typed out and read aloud (rate 0.85, unless muted), what it offers under
 * the newest answer, and Clear with a confirmation (drawn here once hydrated; before, its link
 * leads to the confirmation's own page). On the dashboard the conversation is read when
 * this mounts, so the dashboard's own page load stays at its three queries; its own page
 * (/companion) reads it on the server. Replies and suggestions are `<form action>`s on the shared
 * form hook, so they are sent before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function Conversation({ companion, timeZone, habitNames, openingSuggestions, moodCheckButton, children, initialMessages }: Props) {
  const id = useId();
  const t = useWords("Companion");
  const CONNECTION = t("unreachable");
  const profile = COMPANIONS[companion];
  const [muted] = useCompanionMuted();
  const [messages, setMessages] = useState<ConversationMessage[] | null>(initialMessages ?? null);
  const [loadError, setLoadError] = useState(false);
  const reply = useFormAction(sendCompanionMessageAction, {
    unreachable: CONNECTION,
    onDone: ({ messages: sent }) => {
      setMessages((all) => [...(all ?? []), ...sent]);
      setFreshId(sent.at(-1)?.id ?? null);
      setDraft("");
    },
  });
  const [draft, setDraft] = useState(reply.kept.text ?? "");
  const sending = reply.pending;
  const failed = reply.failed;
  const error = !failed ? null : failed.message === CONNECTION ? CONNECTION : t("notSent", { reason: failed.fieldErrors.text ?? failed.message });
  const [confirming, setConfirming] = useState(false);
  /** The reply that arrived in this visit: typed out and spoken; older ones simply show. */
  const [freshId, setFreshId] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (initialMessages) return;
    let live = true;
    loadConversationAction()
      .then((result) => live && (result.ok ? setMessages(result.data.messages) : setLoadError(true)))
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
  }, [initialMessages]);

  const fresh = messages?.find((m) => m.id === freshId);
  useEffect(() => {
    if (!fresh || muted) return;
    return speak(fresh.text, profile.pitch);
  }, [fresh, muted, profile.pitch]);

  function cleared() {
    setMessages([]);
    setFreshId(null);
    setConfirming(false);
    input.current?.focus();
  }

  // Once hydrated the script sends the form, with the pressed suggestion's words when it was one.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const typed = submitter?.getAttribute("name") !== "text";
    if (reply.pending || (typed && !draft.trim())) return;
    reply.submit(event.currentTarget, submitter);
  };

  const latest = messages?.findLast((m) => m.author === "companion");
  const offer = latest?.offer ?? null;
  const suggestions = latest?.suggestions?.length ? latest.suggestions : openingSuggestions;
  const withHelpLines = offer?.kind === "help-lines";

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white/85 p-4 sm:p-5"
      data-testid="companion-conversation"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-xl text-ink">
          {t("talkWith", { name: profile.displayName })}
        </h3>
        {messages && messages.length > 0 && !confirming && (
          <InPlaceLink href={COMPANION_CLEAR_PATH} className={buttonClass("ghost", "px-4 text-sm")} onPress={() => setConfirming(true)}>
            {t("clear")}
          </InPlaceLink>
        )}
      </div>
      {confirming && (
        <ClearConversationForm
          className="rounded-2xl bg-sand/60 p-3"
          autoFocus
          onDone={cleared}
          cancel={
            <Button variant="secondary" className="px-4" onClick={() => setConfirming(false)}>
              {t("keepIt")}
            </Button>
          }
        />
      )}

      {loadError && (
        <p role="alert" className="text-danger">
          {t("loadError", { name: profile.displayName })}
        </p>
      )}
      <ol aria-label={t("conversationWith", { name: profile.displayName })} aria-busy={messages === null} className="flex flex-col gap-3">
        {(messages ?? []).map((message) => (
          <MessageBubble key={message.id} message={message} companion={companion} fresh={message.id === freshId} />
        ))}
      </ol>
      {/* Only the newest reply is announced: the log's history is not re-read on each turn. */}
      <p className="sr-only" aria-live="polite">
        {fresh ? t("says", { name: profile.displayName, text: fresh.text }) : ""}
      </p>

      {offer && <OfferCard offer={offer} timeZone={timeZone} habitNames={habitNames} moodCheckButton={moodCheckButton} />}

      <div className="flex flex-col gap-2">
        <p id={`${id}-suggest`} className="text-sm text-muted">
          {t("suggested")}
        </p>
        <form action={reply.formAction} onSubmit={onSubmit}>
          <ul aria-labelledby={`${id}-suggest`} className="flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="submit"
                  name="text"
                  value={suggestion}
                  disabled={sending}
                  className="min-h-11 rounded-full border border-accent/40 bg-white px-4 py-2 text-left text-sm font-semibold text-accent hover:bg-accent-soft disabled:opacity-50"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </form>
      </div>

      <form action={reply.formAction} onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
        <label htmlFor={`${id}-input`} className="font-medium text-ink">
          {t("replyTo", { name: profile.displayName })}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <textarea
            id={`${id}-input`}
            ref={input}
            name="text"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            rows={2}
            maxLength={inputUnitsFor(COMPANION_MESSAGE_MAX)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-12 w-full flex-1 rounded-2xl border border-line bg-white px-4 py-3 text-base leading-relaxed text-ink outline-none focus:border-accent"
          />
          <Button type="submit" disabled={sending || (reply.hydrated && !draft.trim())}>
            {sending ? t("sending") : t("send")}
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-danger">
            {error}
          </p>
        )}
      </form>
      {!withHelpLines && children}
    </section>
  );
}
