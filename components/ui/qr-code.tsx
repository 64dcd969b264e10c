import type { QrPath } from "@/lib/qr/qr-path";

/** A QR code drawn as SVG, dark on white with the standard four-module quiet zone, sharp at any size. */
export function QrCode({ qr, label }: { qr: QrPath; label: string }) {
  const side = qr.size + 8;
  return (
    <svg role="img" aria-label={label} viewBox={`-4 -4 ${side} ${side}`} shapeRendering="crispEdges" className="size-48 rounded-xl bg-white sm:size-56">
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
