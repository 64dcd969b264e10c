import type { ChangeEvent, MouseEvent, ReactNode } from "react";

type Props = {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  children: ReactNode;
  disabled?: boolean;
  /** Also fires on the already-chosen radio, which onChange never does (lets a choice be cleared). */
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
} & (
  | { checked: boolean; onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void; defaultChecked?: never }
  // Left to the browser: a plain form drawn on the server, posted without script.
  | { defaultChecked: boolean; checked?: never; onChange?: never }
);

/**
 * A real radio or checkbox drawn as a large card: the input itself is the card's face (so it is
 * what gets clicked, focused and announced, named by the text inside the label), and the text
 * sits above it without catching the pointer. At least 56 px tall.
 */
export function ChoiceCard({ type, name, value, checked, defaultChecked, onChange, children, disabled, onClick }: Props) {
  return (
    <label className={`relative flex min-h-14 items-center gap-3 px-4 py-3 ${disabled ? "cursor-not-allowed" : "cursor-pointer"}`}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        disabled={disabled}
        onChange={onChange && ((event) => onChange(event.target.checked, event))}
        onClick={onClick}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl border-2 border-line bg-white transition-colors hover:border-accent/50 checked:border-accent checked:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-70"
      />
      <span
        aria-hidden="true"
        className={`pointer-events-none relative flex size-6 shrink-0 items-center justify-center border-2 border-muted/60 bg-white text-white transition-colors peer-checked:border-accent peer-checked:bg-accent peer-checked:*:opacity-100 ${type === "radio" ? "rounded-full" : "rounded-md"}`}
      >
        {type === "radio" ? (
          <span className="size-2.5 rounded-full bg-white opacity-0 transition-opacity" />
        ) : (
          <svg viewBox="0 0 16 16" className="size-4 opacity-0 transition-opacity" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      <span className="pointer-events-none relative text-base leading-snug text-ink">{children}</span>
    </label>
  );
}
