"use client";

import { ErrorView } from "@/components/feedback/error-view";
import "./globals.css";

/** The root layout itself failed: this replaces the whole document, so it brings its own html and body. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorView error={error} retry={retry} message="The app had trouble starting this page. Your data is safe; try again in a moment." />
        </main>
      </body>
    </html>
  );
}
