import { Skeleton, Stack, StarRating, formatCount, formatDecimal } from '@carrier/design-system';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import type { Device } from './catalogue.js';
import { useShop } from './deps.js';
import { useShopStrings } from './hooks.js';
import * as styles from './shop.css.js';
import { specRows } from './specs.js';

/** The product page's sections below the fold: the phone's specifications, then its reviews. */
export function ProductSections({ device }: { readonly device: Device }) {
  return (
    <>
      <Specifications device={device} />
      <Reviews device={device} />
    </>
  );
}

/** The phone's specifications, as a list of what each one is and its value. */
function Specifications({ device }: { readonly device: Device }) {
  const { site } = useStorefront();
  const texts = useShopStrings().specs;
  return (
    <Stack as="section" space="md" aria-labelledby="specs-title">
      <h2 id="specs-title" className={styles.sectionTitle}>
        {texts.title}
      </h2>
      <dl className={styles.specList}>
        {specRows(texts, site.language).map((row) => (
          <div key={row.key} className={styles.specRow}>
            <dt className={styles.specName}>{row.label}</dt>
            <dd className={styles.specValue}>{row.value(device)}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}

/** A review's date as the site writes dates: `Oct 3, 2025`, `3 oct 2025`. */
function reviewDate(iso: string, texts: ReturnType<typeof useShopStrings>['reviews']): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = texts.months[(month ?? 1) - 1];
  return year && day && name ? texts.date(day, name, year) : iso;
}

/**
 * Customer reviews: the rating, how many gave each number of stars (a bar each), and a few reviews. They are a
 * bonus to the page: when they cannot be read the page says so in a line and carries on.
 */
function Reviews({ device }: { readonly device: Device }) {
  const { site } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings().reviews;
  const loaded = useLoad(() => shop.services.reviews(device.id), [device.id], { report: () => false });
  const count = (n: number) => formatCount(n, site.language);
  return (
    <Stack as="section" space="md" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {texts.title}
      </h2>
      {loaded.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {loaded.status === 'failed' ? <p className={styles.muted}>{texts.loadFailed}</p> : null}
      {loaded.status === 'ready' ? (
        <div className={styles.reviewsLayout}>
          <Stack space="sm">
            <StarRating value={loaded.value.average} />
            <p className={styles.muted}>
              {texts.summary(formatDecimal(loaded.value.average, site.language), count(loaded.value.count))}
            </p>
            <h3 className={styles.filterTitle}>{texts.histogram}</h3>
            <ul className={styles.histogram}>
              {loaded.value.histogram.map((bar) => {
                const percent = loaded.value.count > 0 ? Math.round((bar.count / loaded.value.count) * 100) : 0;
                return (
                  <li key={bar.stars} className={styles.histogramRow}>
                    <span>{texts.stars(bar.stars)}</span>
                    <span className={styles.histogramTrack} aria-hidden="true">
                      <span className={styles.histogramBar} style={{ width: `${percent}%` }} />
                    </span>
                    <span className={styles.muted}>{texts.share(percent, count(bar.count))}</span>
                  </li>
                );
              })}
            </ul>
          </Stack>
          <ul className={styles.reviewList}>
            {loaded.value.reviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <StarRating value={review.rating} showValue={false} />
                <h3 className={styles.filterTitle}>{review.title}</h3>
                <p>{review.body}</p>
                <p className={styles.muted}>
                  {review.author} · {texts.on(reviewDate(review.date, texts))}
                  {review.verifiedPurchase ? ` · ${texts.verified}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Stack>
  );
}
