import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import AppError from "@/app/(app)/error";
import AuthError from "@/app/(auth)/error";
import JourneyError from "@/app/(journey)/error";
import ReportError from "@/app/(journey)/report/error";
import GlobalError from "@/app/global-error";
import { WordsProvider } from "@/components/i18n/words-context";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

type Boundary = ComponentType<{ error: unknown; retry: () => void }>;
/** A boundary as the root layout holds it: inside the page's words (components/i18n/client-words.tsx). */
const render = (Component: Boundary, errors: Record<string, string> = en.Errors) =>
  renderToStaticMarkup(createElement(WordsProvider, { words: { Errors: errors } }, createElement(Component, { error: new Error("boom"), retry: () => {} })));

describe("error boundaries", () => {
  it.each([
    ["(app)", AppError],
    ["(journey)", JourneyError],
    ["(auth)", AuthError],
    ["global", GlobalError],
  ] as const)("%s: a calm alert with a retry and a way home, never the error's text", (_, Component) => {
    const html = render(Component);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Something didn&#x27;t load");
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Peace<\/a>/);
    expect(html).not.toContain("boom");
  });

  it("the report keeps 'Couldn't load report.' and leads back to the dashboard", () => {
    const html = render(ReportError);
    expect(html).toContain("Couldn&#x27;t load report.");
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/dashboard"[^>]*>Go to Dashboard<\/a>/);
  });

  it("speaks the page's language: Hindi words on a Hindi page", () => {
    const html = render(AppError, hi.Errors);
    expect(html).toContain("कुछ लोड नहीं हो सका");
    expect(html).toMatch(/<button[^>]*>फिर कोशिश कीजिए<\/button>/);
    expect(html).not.toContain("Try again");
  });

  it("the global boundary brings its own document and words, since the root layout failed", () => {
    const html = renderToStaticMarkup(createElement(GlobalError, { error: new Error("boom"), retry: () => {} }));
    expect(html).toContain("Something didn&#x27;t load");

    expect(render(GlobalError)).toMatch(/^<html lang="en">(<head><\/head>)?<body>/);
  });
});
