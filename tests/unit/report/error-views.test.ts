import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import AppError from "@/app/(app)/error";
import AuthError from "@/app/(auth)/error";
import JourneyError from "@/app/(journey)/error";
import ReportError from "@/app/(journey)/report/error";
import GlobalError from "@/app/global-error";

type Boundary = ComponentType<{ error: unknown; retry: () => void }>;
const render = (Component: Boundary) => renderToStaticMarkup(createElement(Component, { error: new Error("boom"), retry: () => {} }));

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

  it("the global boundary brings its own document", () => {
    expect(render(GlobalError)).toMatch(/^<html lang="en">(<head><\/head>)?<body>/);
  });
});
