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

type Glyph = { codePoints: number[] };
type ShapingFont = { getGlyph: (id: number, characters?: number[]) => Glyph | null; wholeLines?: true };

/**
 * fontkit keeps one glyph object per glyph id, with the code points of the first text it was
 * shaped in; @react-pdf maps glyphs back to the text by those code points. A Devanagari mark first
 * seen alone and later standing for two letters (the े and ं of "में") then counts one, and the
 * line ends that many letters early: "धातुओं में आम" lost its म. Each use gets its own code points.
 */
function ownCodePointsPerUse(font: ShapingFont) {
  if (font.wholeLines) return;
  const shared = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = shared(id, characters);
    if (!glyph || !characters.length || glyph.codePoints === characters) return glyph;
    return Object.create(glyph, { codePoints: { value: characters } }) as Glyph;
  };
  font.wholeLines = true;
}

let registered: Promise<void> | null = null;

async function register(): Promise<void> {
  for (const [family, file] of Object.entries(FILES)) {
    const ttf = await decompress(await readFile(path.join(FONT_DIR, file)));
    Font.register({ family, src: `data:font/ttf;base64,${Buffer.from(ttf).toString("base64")}` });
  }
}

/** Registers the faces with @react-pdf once (later calls wait for the first), loaded and ready to draw whole lines. */
export async function registerDevanagariFonts(): Promise<void> {
  registered ??= register().catch((error: unknown) => {
    registered = null;
    throw error;
  });
  await registered;
  for (const fontFamily of Object.keys(FILES)) {
    await Font.load({ fontFamily });
    ownCodePointsPerUse((Font.getFont({ fontFamily }) as unknown as { data: ShapingFont }).data);
  }
}
