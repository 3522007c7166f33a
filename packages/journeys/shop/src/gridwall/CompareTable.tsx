import { deviceName } from '@carrier/service-contracts';
import {
  Button,
  Dialog,
  formatMoney,
  Inline,
  Link,
  monthlyPayment,
  safeImageSrc,
  VisuallyHidden,
} from '@carrier/design-system';
import { Fragment, useState } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { productPath } from '../paths.js';
import { differs, specRows } from '../specs.js';
import { cheapestSku, isDeal, priceFrom, type Device } from '../catalogue.js';
import { useShopStrings } from '../hooks.js';
import { toggleItem } from '../filters.js';
import * as styles from '../shop.css.js';
import type { SetSearch } from './types.js';

/**
 * The compared phones side by side, one column each, with a way to take one out: price, rating and the
 * catalogue's facts, then every specification. A row on which the phones differ is highlighted (and says so
 * to screen readers).
 */
export function CompareTable({
  devices,
  onRemove,
}: {
  readonly devices: readonly Device[];
  readonly onRemove: (id: string) => void;
}) {
  const { site } = useStorefront();
  const allTexts = useShopStrings();
  const texts = allTexts.gridwall;
  const money = (amount: number) => formatMoney(amount, site.language);
  const rows: readonly { readonly key: string; readonly label: string; readonly value: (d: Device) => string }[] = [
    { key: 'price', label: texts.compareRows.price, value: (d) => money(priceFrom(d)) },
    {
      key: 'monthly',
      label: texts.compareRows.monthly,
      value: (d) => money(cheapestSku(d)?.monthlyPrice ?? monthlyPayment(priceFrom(d))),
    },
    {
      key: 'rating',
      label: texts.compareRows.rating,
      value: (d) => `${d.rating.average.toFixed(1)} / 5 (${d.rating.count})`,
    },
    { key: 'os', label: texts.compareRows.os, value: (d) => d.os },
    { key: 'network', label: texts.compareRows.network, value: (d) => (d.fiveG ? texts.yes5g : texts.no5g) },
    { key: 'storage', label: texts.compareRows.storage, value: (d) => d.storage.map((s) => s.label).join(', ') },
    { key: 'colours', label: texts.compareRows.colours, value: (d) => d.colours.map((c) => c.name).join(', ') },
    { key: 'released', label: texts.compareRows.released, value: (d) => d.released },
    {
      key: 'offers',
      label: texts.compareRows.offers,
      value: (d) => (isDeal(d) ? d.promotions.map((p) => p.name).join(', ') || texts.deals : texts.none),
    },
    ...specRows(allTexts.specs, site.language),
  ];
  return (
    <div className={styles.compareScroll}>
      <p className={styles.muted}>{texts.compareDiffersNote}</p>
      <table className={styles.compareTable}>
        <caption className={styles.muted}>{texts.compareTitle}</caption>
        <thead>
          <tr>
            <td className={styles.compareRowHeader} />
            {devices.map((d) => {
              const image = safeImageSrc(d.colours[0]?.image);
              return (
                <th key={d.id} scope="col">
                  {image ? <img className={styles.compareImage} src={image} alt="" /> : null}
                  <Link href={`${site.base}${productPath(d.id)}`}>{deviceName(d)}</Link>
                  <div>
                    <Button
                      variant="link"
                      size="small"
                      onClick={() => onRemove(d.id)}
                      aria-label={texts.compareRemove(deviceName(d))}
                    >
                      {texts.compareClear}
                    </Button>
                  </div>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, value }) => {
            const different = devices.length > 1 && differs(devices, value);
            return (
              <Fragment key={key}>
                {/* On a phone the label takes a row of its own above the values, which then have the width. */}
                <tr
                  className={different ? `${styles.compareLabelRow} ${styles.compareDiffers}` : styles.compareLabelRow}
                  aria-hidden="true"
                >
                  <td colSpan={devices.length + 1}>{label}</td>
                </tr>
                <tr className={different ? styles.compareDiffers : undefined} data-differs={different || undefined}>
                  <th scope="row" className={styles.compareRowHeader}>
                    {label}
                    {different ? <VisuallyHidden> ({texts.compareDiffers})</VisuallyHidden> : null}
                  </th>
                  {devices.map((d) => (
                    <td key={d.id}>{value(d)}</td>
                  ))}
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The compare tray (the phones ticked for comparing, a way to clear them and to compare them) and the dialog
 * that compares them; nothing when none is ticked.
 */
export function CompareTray({
  devices,
  setSearch,
}: {
  readonly devices: readonly Device[];
  readonly setSearch: SetSearch;
}) {
  const texts = useShopStrings().gridwall;
  const [comparing, setComparing] = useState(false);
  if (devices.length === 0) return null;
  return (
    <>
      <div className={styles.compareTray} role="region" aria-label={texts.compareTray(devices.length)}>
        <span>
          <strong>{texts.compareTray(devices.length)}</strong>{' '}
          <span className={styles.muted}>{devices.map((d) => d.model).join(', ')}</span>
        </span>
        <Inline as="span" space="sm">
          <Button variant="tertiary" onClick={() => setSearch((s) => ({ ...s, compare: undefined }))}>
            {texts.compareClear}
          </Button>
          <Button onClick={() => setComparing(true)} disabled={devices.length < 2} aria-haspopup="dialog">
            {texts.compareNow}
          </Button>
        </Inline>
      </div>
      <Dialog open={comparing} onClose={() => setComparing(false)} title={texts.compareTitle} size="large">
        <CompareTable
          devices={devices}
          onRemove={(id) => setSearch((s) => ({ ...s, compare: toggleItem(s.compare, id) }))}
        />
      </Dialog>
    </>
  );
}
