/**
 * The HTML part of the app's mails: short paragraphs and links on the app's calm colours, with
 * every piece of text escaped. Mail clients ignore most CSS, so the styles are inline and few.
 */
export type HtmlBlock = { text: string } | { link: string; label: string; lead?: string };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const paragraph = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#2f2a25";

function block(b: HtmlBlock): string {
  if ("text" in b) return `<p style="${paragraph}">${escapeHtml(b.text)}</p>`;
  const lead = b.lead ? `${escapeHtml(b.lead)} ` : "";
  return `<p style="${paragraph}">${lead}<a href="${escapeHtml(b.link)}" style="color:#3F7466;font-weight:600">${escapeHtml(b.label)}</a></p>`;
}

/** A whole HTML document for a mail, its blocks in order, in the language `lang` of its words. */
export function htmlMail(title: string, blocks: readonly HtmlBlock[], lang = "en"): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#FCF8F1;font-family:Georgia,serif">` +
    `<div style="max-width:520px;margin:0 auto">${blocks.map(block).join("")}</div></body></html>`
  );
}
