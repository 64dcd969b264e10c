"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { anyElement } from "@/lib/mood/element-names";
import { MOOD_ELEMENTS, type MoodElementName } from "@/lib/mood/elements";
import { useDailyContent } from "@/components/daily/daily-content";
import { useWords } from "@/components/i18n/words-context";
import { ElementArt } from "./element-art";
import { swipeStep } from "./swipe";

/**
 * The five elements one at a time: previous/next arrows, a swipe across the card, dots, a click
 * (or Enter) on the card to choose it, and 'Let me choose for you' for a random pick.
 */
export function ElementCarousel({
  initial,
  onChoose,
  busy = false,
}: {
  initial?: MoodElementName | null;
  onChoose: (element: MoodElementName) => void;
  busy?: boolean;
}) {
  const t = useWords("Daily");
  const { elements: ELEMENT_INFO } = useDailyContent();
  const [index, setIndex] = useState(Math.max(0, initial ? MOOD_ELEMENTS.indexOf(initial) : 0));
  const count = MOOD_ELEMENTS.length;
  const element = MOOD_ELEMENTS[index] ?? "akasha";
  const info = ELEMENT_INFO[element];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  // Where a touch began; a swipe moves the carousel and is not also a tap that chooses.
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return (
    <div className="flex flex-col items-center gap-4" aria-roledescription="carousel" role="group" aria-label={t("elements")}>
      {/* Screen readers hear which element the arrows and dots moved to. */}
      <p className="sr-only" aria-live="polite">
        {t("elementPosition", { label: info.label, index: index + 1, count })}
      </p>
      <div className="flex w-full items-center gap-2">
        <ArrowButton direction="previous" onClick={() => go(-1)} />
        <button
          type="button"
          disabled={busy}
          onPointerDown={(event) => {
            swiped.current = false;
            start.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={(event) => {
            const from = start.current;
            start.current = null;
            if (!from) return;
            const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
            if (step === 0) return;
            swiped.current = true;
            go(step);
          }}
          onPointerCancel={() => {
            start.current = null;
          }}
          onClick={() => {
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            onChoose(element);
          }}
          data-testid="element-card"
          // pan-y: the page still scrolls up and down, while a sideways move is left to the swipe.
          className="flex min-h-64 flex-1 touch-pan-y select-none flex-col items-center gap-2 rounded-3xl border-2 bg-white/90 p-4 text-center transition-colors hover:bg-white disabled:opacity-60"
          style={{ borderColor: info.color }}
        >
          <ElementArt element={element} color={info.color} />
          <span className="font-serif text-2xl" style={{ color: info.ink }}>
            {info.label}
          </span>
          <span className="text-sm text-muted">{info.quality}</span>
          <span className="leading-relaxed text-ink">“{info.message}”</span>
          <span className="mt-1 text-sm font-semibold" style={{ color: info.ink }}>
            {t("chooseThis", { label: info.label })}
          </span>
        </button>
        <ArrowButton direction="next" onClick={() => go(1)} />
      </div>
      <div className="flex gap-1" role="group" aria-label={t("goToElement")}>
        {MOOD_ELEMENTS.map((name, i) => (
          <button
            key={name}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={ELEMENT_INFO[name].label}
            aria-current={i === index ? "true" : undefined}
            className="flex size-11 items-center justify-center rounded-full"
          >
            <span
              className="block size-3 rounded-full border-2"
              style={{ borderColor: ELEMENT_INFO[name].color, backgroundColor: i === index ? ELEMENT_INFO[name].color : "transparent" }}
            />
          </button>
        ))}
      </div>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => {
          const pick = anyElement();
          setIndex(MOOD_ELEMENTS.indexOf(pick));
          onChoose(pick);
        }}
      >
        {t("chooseForMe")}
      </Button>
    </div>
  );
}

function ArrowButton({ direction, onClick }: { direction: "previous" | "next"; onClick: () => void }) {
  const t = useWords("Daily");
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === "previous" ? t("previousElement") : t("nextElement")}
      className="flex size-12 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-sand"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}
