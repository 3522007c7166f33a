import { encode } from 'uqr';
import * as styles from './QrCode.css.js';

/** The blank modules around a code that scanners need. */
export const QR_QUIET_ZONE = 4;

export interface QrCodeProps {
  /** What the code carries (an eSIM's activation code, a link). */
  readonly text: string;
  /** What the code is, for screen readers: the picture's name. */
  readonly label: string;
}

/**
 * A QR code drawn as SVG squares from its modules (never markup from anywhere), black on white whatever the theme,
 * with the quiet zone around it that scanners need.
 * @example <QrCode text="LPA:1$smdp.example$7E318-5221A" label="QR code of your eSIM" />
 */
export function QrCode({ text, label }: QrCodeProps) {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const squares: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`);
    }),
  );
  const side = size + QR_QUIET_ZONE * 2;
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={squares.join('')} fill="#000" />
    </svg>
  );
}
