// wawoff2 ships no types: Google's WOFF2 coder built to WebAssembly (lib/share/pdf-fonts.ts unpacks fonts with it).
declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
