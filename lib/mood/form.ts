/** The three mood sliders, as the form posts them and as the shared schema reads them. Pure. */
export const MOOD_SLIDER_NAMES = ["mind", "body", "temperature"] as const;

/**
 * The sliders' fields with each whole number as a number, so `moodCheckSchema`
 * (lib/validations/mood.ts) checks a form post as it checks the dialog's object; anything else is
 * passed on as sent, for the schema to refuse with its message.
 */
export function moodSlidersOf(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    MOOD_SLIDER_NAMES.map((name) => {
      const value = fields[name];
      return [name, typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value];
    }),
  );
}
