import { safeImageSrc } from '@carrier/design-system';
import type { ReactNode } from 'react';
import type { CartStrings } from '../strings/index.js';
import * as styles from '../cart.css.js';
import type { CartLine } from './types.js';

/**
 * A line of the cart as an item of a list, as the cart and the express pages show it: the phone's picture, the line's
 * number and phone, its colour and storage, then what the page says of it.
 */
export function LineFrame({
  line,
  index,
  texts,
  children,
}: {
  readonly line: CartLine;
  readonly index: number;
  readonly texts: CartStrings;
  readonly children: ReactNode;
}) {
  const image = safeImageSrc(line.device.image);
  return (
    <li className={styles.line}>
      {image ? <img className={styles.lineImage} src={image} alt="" /> : <span />}
      <div className={styles.lineBody}>
        <h2 className={styles.lineTitle}>
          {texts.line(index + 1)}: {line.device.name}
        </h2>
        <span className={styles.muted}>{[line.device.colour, line.device.storage].filter(Boolean).join(' · ')}</span>
        {children}
      </div>
    </li>
  );
}
