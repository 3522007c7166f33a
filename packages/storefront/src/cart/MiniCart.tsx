import { Button, Link } from '@carrier/design-system';
import { useEffect, useId, useRef } from 'react';
import { useStorefront } from '../context.js';
import { pagePath } from '../journey.js';
import { MINI_CART_STRINGS } from './mini-cart-strings.js';
import * as styles from './mini-cart.css.js';

/**
 * The cart that opens by itself on the first add-to-cart of the session (spec 4.3): a panel at the top of the page,
 * in the page's flow rather than over it, so that it never covers the next step's action (the page's "Continue:
 * choose a plan" stays where the customer can reach it, at every width). It takes the focus as it opens, so that a
 * keyboard or a screen reader is told; Escape or "Keep shopping" closes it.
 */
export function MiniCart({ added, onClose }: { readonly added: string; readonly onClose: () => void }) {
  const { site, journeys } = useStorefront();
  const texts = MINI_CART_STRINGS[site.language];
  const cartPath = pagePath(journeys, 'cart');
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p role="status">{texts.added(added)}</p>
      </div>
      <div className={styles.actions}>
        {cartPath ? (
          <Link variant="standalone" href={`${site.base}${cartPath}`}>
            {texts.view}
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {texts.continue}
        </Button>
      </div>
    </section>
  );
}
