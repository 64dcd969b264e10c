import qrcode from "qrcode-generator";

/** A QR code as one SVG path: `size` modules a side (no quiet zone), each dark module a 1×1 square. */
export type QrPath = { size: number; d: string };

/** The QR code of `text` (error correction M, the smallest version that fits), ready to draw. */
export function qrPath(text: string): QrPath {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { size, d };
}
