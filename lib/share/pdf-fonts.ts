/**
 * The Devanagari faces of a Hindi PDF, from the app's own copy of Noto Sans Devanagari
 * (@fontsource-variable/noto-sans-devanagari): nothing is fetched from a third party. The package
 * ships WOFF2, whose transformed glyph table @react-pdf's subsetter (fontkit) cannot copy, so the
 * files are unpacked to plain TrueType once per process; fontkit then shapes Devanagari itself
 * (conjuncts, the ि matra before its consonant, reph), as measured in
 * docs/decisions/0051-hindi-outside-the-screen.md.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { decompress } from "wawoff2";

/** The family a Hindi PDF names: Devanagari first, then the same design's Latin for digits, %, GAD-7 and the brand. */
export const DEVANAGARI_FAMILIES = ["NotoSansDevanagari", "NotoSansDevanagariLatin"];

// Read from node_modules at run time (next.config.ts traces the files into the server's output).
const FONT_DIR = path.join(process.cwd(), "node_modules", "@fontsource-variable", "noto-sans-devanagari", "files");
const FILES: Readonly<Record<string, string>> = {
  NotoSansDevanagari: "noto-sans-devanagari-devanagari-wght-normal.woff2",
  NotoSansDevanagariLatin: "noto-sans-devanagari-latin-wght-normal.woff2",
};

let registered: Promise<void> | null = null;

async function asTrueTypeDataUrl(file: string): Promise<string> {
  const ttf = await decompress(await readFile(path.join(FONT_DIR, file)));
  return `data:font/ttf;base64,${Buffer.from(ttf).toString("base64")}`;
}

/** Registers the faces with @react-pdf once; later calls wait for the first. */
export function registerDevanagariFonts(): Promise<void> {
  registered ??= Promise.all(Object.entries(FILES).map(async ([family, file]) => Font.register({ family, src: await asTrueTypeDataUrl(file) }))).then(
    () => undefined,
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}
