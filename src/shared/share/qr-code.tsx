import { encode } from 'uqr';

/** The dark modules of a QR code as one SVG path (one unit per module), and its size in modules. */
export function qrPath(text: string): { d: string; size: number } {
  // Error correction M (15 %): a phone camera reads a slightly blurred or creased print.
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { d, size };
}

/** A QR code of `text`, drawn crisp at any size (black on white, whatever the theme, so every reader scans it). */
export function QrCode({ text, label, sizePx }: { text: string; label: string; sizePx: number }) {
  const { d, size } = qrPath(text);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={sizePx}
      height={sizePx}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="share-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
