import { ProductTile } from '@carrier/design-system';
import { useEffect, useState } from 'react';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { type Device } from '../catalogue.js';
import { useShopStrings, viewedDevices } from '../hooks.js';
import { createInactivityTimer } from './inactivity.js';
import * as styles from '../shop.css.js';
import { tileOf } from '../tiles.js';
import { useShop } from '../deps.js';

/**
 * Suggestions from the pdm service (source autoSuggestion, page gridwall) once the visitor has not touched
 * the page for the inactivity delay (30 s by default, spec 9); phones already viewed are left out.
 */
export function Suggestions({
  devices,
  view,
}: {
  readonly devices: readonly Device[];
  readonly view: 'monthly' | 'retail';
}) {
  const { shell } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings().gridwall;
  // Idle once the visitor has left the page alone for the delay; only then are suggestions asked for.
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'scroll', 'pointermove'] as const;
    const touch = () => timer.touch();
    const detach = () => {
      for (const event of events) window.removeEventListener(event, touch);
    };
    const timer = createInactivityTimer({
      delayMs: shop.config.suggestionInactivityMs,
      onIdle: () => {
        detach();
        setIdle(true);
      },
    });
    for (const event of events) window.addEventListener(event, touch, { passive: true });
    return () => {
      timer.stop();
      detach();
    };
  }, [shop]);
  // Suggestions are a bonus: when they fail the page simply has none, and no error is reported.
  const suggestions = useLoad(
    () => (idle ? shop.services.suggestions(viewedDevices(shell.sessionFlags)) : Promise.resolve([])),
    [idle],
    { report: () => false },
  );
  return (
    <PickedPhones
      id="suggestions-title"
      title={texts.suggestionsTitle}
      intro={texts.suggestionsIntro}
      className={styles.suggestions}
      ids={suggestions.status === 'ready' ? suggestions.value : []}
      devices={devices}
      view={view}
    />
  );
}

/** Most phones a list of picks shows. */
const PICKS_SHOWN = 4;

/**
 * Phones picked by id (the pdm service's suggestions or recommendations), in the order picked, the first four the
 * catalogue has, as tiles under a heading; nothing when none is in the catalogue.
 */
export function PickedPhones({
  id,
  title,
  intro,
  className,
  ids,
  devices,
  view,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  readonly className?: string;
  readonly ids: readonly string[];
  readonly devices: readonly Device[];
  readonly view: 'monthly' | 'retail';
}) {
  const { site } = useStorefront();
  const picks = ids
    .map((pick) => devices.find((d) => d.id === pick))
    .filter((d): d is Device => d !== undefined)
    .slice(0, PICKS_SHOWN);
  if (picks.length === 0) return null;
  return (
    <section className={className ?? styles.picks} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <ul className={styles.grid}>
        {picks.map((device) => (
          <li key={device.id}>
            <ProductTile {...tileOf(device, site.base, view)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
