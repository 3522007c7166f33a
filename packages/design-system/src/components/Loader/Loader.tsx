import { useFrameStrings } from '../../i18n/frame-strings.js';
import * as shared from '../shared.css.js';
import * as styles from './Loader.css.js';

export interface LoaderProps {
  readonly visible: boolean;
  /** What is happening, read by screen readers; "Loading" by default. */
  readonly label?: string;
}

/**
 * The store's global loader: a spinner over a veil that covers the page while a step of the flow runs.
 * It is announced politely once; the status element stays in the page so the announcement is heard.
 * @example <Loader visible={busy} label="Adding to cart" />
 */
export function Loader({ visible, label }: LoaderProps) {
  const strings = useFrameStrings();
  return (
    <div role="status" aria-live="polite" className={visible ? styles.overlay : undefined}>
      {visible ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className={shared.visuallyHidden}>{label ?? strings.loading}</span>
        </>
      ) : null}
    </div>
  );
}
