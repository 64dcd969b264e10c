"use client";

import { AnimatePresence, LazyMotion } from "motion/react";
import * as m from "motion/react-m";
import { useEffect, useRef, useState } from "react";
import { Companion } from "@/components/companion/companion";
import { useWords } from "@/components/i18n/words-context";
import { loadMotionFeatures } from "@/components/motion/features";
import { PAGE_TRANSITION_S } from "@/components/motion/page-transition";
import { usePrefersReducedMotion } from "@/components/motion/use-reduced-motion";
import { Button } from "@/components/ui/button";
import { leaveGreetingAction } from "../../actions";
import { GREETING_STEP_PARAM, type GreetingStep } from "./greeting-start";
import { DelayedAction } from "./delayed-action";

/**
 * The animated greeting for a signed-in person without a report (docs/decisions/0020-intro-and-welcome-views.md): step 0 is the
 * opening screen (logo, title, subtitle, 'Begin with Shanti'); 1 Shanti's greeting; 2 privacy
 * and comfort, which must be confirmed; 3 the request to ask a few questions, which leaves for
 * /questions/onboarding. Each press moves the counter on by one. A new account meets it straight
 * after signup, so every step offers a way past it to the onboarding intro (/intro). Finishing or
 * skipping it is kept on the account (leaveGreetingAction): it is shown once.
 * `startAt` is the step a press before this script ran, or without it, asked for (greeting-start.ts).
 * `privacyNote` is drawn by the server, as its sentence holds a link (docs/decisions/0048-locales.md).
 */
export function GreetingFlow({ userName, startAt = 0, privacyNote }: { userName: string; startAt?: GreetingStep; privacyNote: React.ReactNode }) {
  const t = useWords("Greeting");
  const reduced = usePrefersReducedMotion();
  const [step, setStep] = useState<number>(startAt);
  const next = () => setStep((s) => s + 1);
  const duration = reduced ? 0 : PAGE_TRANSITION_S;

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <section className="mx-auto flex min-h-[70vh] w-full max-w-xl flex-col justify-center px-5 py-10" data-testid="greeting" data-step={step}>
        <AnimatePresence mode="wait" initial={false}>
          <m.div
            key={step}
            initial={{ opacity: 0, y: reduced ? 0 : 16 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: reduced ? 0 : -16 }}
            transition={{ duration: duration / 2 }}
          >
            {step === 0 && <Opening onBegin={next} />}
            {step === 1 && (
              <CompanionStep heading={t("helloHeading")} message={t("helloMessage", { name: userName })} reduced={reduced}>
                <StepButton step={2} onPress={next}>
                  {t("helloAction")}
                </StepButton>
              </CompanionStep>
            )}
            {step === 2 && (
              <CompanionStep heading={t("privacyHeading")} message={t("privacyMessage")} reduced={reduced} note={privacyNote}>
                <StepButton step={3} onPress={next}>
                  {t("privacyAction")}
                </StepButton>
              </CompanionStep>
            )}
            {step === 3 && (
              <CompanionStep heading={t("questionsHeading")} message={t("questionsMessage")} reduced={reduced}>
                <form action={leaveGreetingAction}>
                  <input type="hidden" name="to" value="questions" />
                  <Button type="submit">
                    {t("questionsAction")} <span aria-hidden="true">🌿</span>
                  </Button>
                </form>
              </CompanionStep>
            )}
          </m.div>
        </AnimatePresence>
        <form action={leaveGreetingAction} className="mt-10 text-center">
          <input type="hidden" name="to" value="intro" />
          <button type="submit" className="inline-flex min-h-11 items-center px-3 font-semibold text-accent-dark underline-offset-4 hover:underline">
            {t("skip")}
          </button>
        </form>
      </section>
    </LazyMotion>
  );
}

/**
 * A step's button, a GET form's: drawn by the server, it is there before the script on a slow
 * phone, and without one. Pressed then, it loads the next step's page (`/?greeting=<step>`,
 * greeting-start.ts); once hydrated the script cancels the load and moves on in place.
 */
function StepButton({ step, onPress, className, children }: { step: GreetingStep; onPress: () => void; className?: string; children: React.ReactNode }) {
  return (
    <form
      method="get"
      action="/"
      onSubmit={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      <Button type="submit" name={GREETING_STEP_PARAM} value={step} className={className}>
        {children}
      </Button>
    </form>
  );
}

/** The opening, drawn by the server; its button is a form's, as every step's is (StepButton). */
function Opening({ onBegin }: { onBegin: () => void }) {
  const t = useWords("Greeting");
  return (
    <div className="flex flex-col items-center text-center">
      <span aria-hidden="true" className="text-7xl">
        🪷
      </span>
      <h1 className="mt-6 text-4xl text-ink sm:text-5xl">{t("title")}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t("subtitle")}</p>
      <StepButton step={1} onPress={onBegin} className="mt-10 min-w-56">
        {t("begin")}
      </StepButton>
    </div>
  );
}

/**
 * One companion step. Its heading takes focus when the step mounts: AnimatePresence mounts it only
 * after the previous step has faded out, so the press that led here must not leave focus behind.
 */
function CompanionStep({
  heading,
  message,
  reduced,
  note,
  children,
}: {
  heading: string;
  message: string;
  reduced: boolean;
  note?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col">
      <span aria-hidden="true" className="text-center text-4xl">
        🪷
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-3 text-center text-3xl text-ink outline-none">
        {heading}
      </h1>
      <Companion companion="shanti" message={message} className="mt-6" />
      {note}
      <DelayedAction reduced={reduced}>{children}</DelayedAction>
    </div>
  );
}
