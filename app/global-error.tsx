"use client";

import { ErrorView } from "@/components/feedback/error-view";
import { WordsProvider } from "@/components/i18n/words-context";
import "./globals.css";

/**
 * The root layout failed, and with it the request's locale and catalogue: this page stands alone
 * in English (its words are the Errors namespace of messages/en.json, kept here so no catalogue
 * joins every page's first load).
 */
const ERRORS = {
  title: "Something didn't load",
  message: "The app had trouble starting this page. Your data is safe; try again in a moment.",
  retry: "Try again",
  back: "Return to Peace",
};

/** The root layout itself failed: this replaces the whole document, so it brings its own html and body. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <WordsProvider words={{ Errors: ERRORS }}>
            <ErrorView error={error} retry={retry} />
          </WordsProvider>
        </main>
      </body>
    </html>
  );
}
