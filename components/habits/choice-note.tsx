/** The kind line an item carries (content's `note`), shown under it once the person has chosen it; never "right" or "wrong". */
export function ChoiceNote({ note }: { note: string | undefined }) {
  if (!note) return null;
  return (
    <p className="-mt-1 rounded-2xl bg-accent-soft/60 px-4 py-3 leading-relaxed text-ink" data-testid="choice-note">
      {note}
    </p>
  );
}
