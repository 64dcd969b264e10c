// Types for the build step's pure parts, which the unit tests import.
export function inlineScriptHashes(html: string): string[];
export function sealHtml(html: string): string;
export function sealStaticPages(root?: string): string[];
