/**
 * The ✕ drawn in every close button (the dialogs, the dashboard drawer and the phone menu). A file
 * of its own so the phone menu, on every page, does not pull in the dialog library.
 */
export function CloseIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
