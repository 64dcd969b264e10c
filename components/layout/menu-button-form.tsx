import type { ReactNode } from "react";

/**
 * The form around a phone menu's button (the header's, the dashboard's). Pressed before the page's
 * script has run (a slow phone), or without it, the button loads /menu, the menu as a page with
 * `from` marked; once hydrated the submit is cancelled and `onOpen` opens the menu's dialog.
 */
export function MenuButtonForm({ from, onOpen, children }: { from: string; onOpen: () => void; children: ReactNode }) {
  return (
    <form
      action="/menu"
      method="get"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <input type="hidden" name="from" value={from} />
      {children}
    </form>
  );
}
