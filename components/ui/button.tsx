import type { ComponentPropsWithRef } from "react";

type Variant = "primary" | "secondary" | "ghost";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-accent text-white hover:bg-accent-dark disabled:bg-accent/45",
  secondary: "border border-accent/40 bg-white text-accent hover:bg-accent-soft disabled:opacity-50",
  ghost: "text-accent hover:bg-accent-soft disabled:opacity-50",
};

export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

/** A large, rounded touch target (48 px high at least). */
export function Button({ variant = "primary", className = "", ...props }: ComponentPropsWithRef<"button"> & { variant?: Variant }) {
  return <button type="button" {...props} className={buttonClass(variant, className)} />;
}
