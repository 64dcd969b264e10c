import { BRAND } from "@/lib/brand";
import { SESSION_ENDED_STYLE_HASH } from "@/lib/security/csp";

// The one page a route handler draws itself: a browser arrived from another site holding a session
// cookie that no longer counts. Clearing it needs a click on this site (a link elsewhere must not
// sign anyone out), and redirecting without clearing would bring the pages straight back here.

/** Exported so a unit test can keep its hash in lib/security/csp.ts in step. */
export const SESSION_ENDED_STYLE =
  "body{margin:0;min-height:100vh;display:grid;place-items:center;background:#FCF8F1;color:#2c3531;" +
  "font:1.0625rem/1.6 system-ui,sans-serif}main{max-width:26rem;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 .5rem}" +
  "button{min-height:2.75rem;margin-top:1rem;padding:.625rem 1.5rem;border:0;border-radius:999px;background:#3F7466;" +
  "color:#fff;font:inherit;font-weight:600;cursor:pointer}button:focus-visible{outline:3px solid #2c3531;outline-offset:2px}";

/** Only this page's own style may apply, and its form may post only to the app. */
const CSP = `default-src 'none'; style-src '${SESSION_ENDED_STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** "Your earlier session has ended" with one button that clears it (a same-site POST) and goes on to `next`. */
export function sessionEndedPage(clearAction: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Your earlier session has ended · ${BRAND.name}</title><style>${SESSION_ENDED_STYLE}</style></head>
<body><main><h1>Your earlier session has ended</h1>
<p>This browser still holds a sign-in that no longer counts. Continue to clear it and carry on.</p>
<form method="post" action="${escapeAttribute(clearAction)}"><button type="submit">Continue</button></form></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": CSP },
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
