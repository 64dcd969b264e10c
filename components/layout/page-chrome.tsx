import type { ReactNode } from "react";

/**
 * The fixed header, the space under it (with the journey paths' top bar) and the page's main
 * landmark. Route groups choose the header: one read from the request's session, or one the
 * browser fills in on pages that are the same for everyone.
 */
export function PageChrome({ header, topBar, children }: { header: ReactNode; topBar?: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      <div className="pt-16">{topBar}</div>
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}
