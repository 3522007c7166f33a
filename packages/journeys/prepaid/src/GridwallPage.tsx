import { ProductTile, Skeleton } from '@carrier/design-system';
import { intro, useHref, useLoad } from '@carrier/storefront/kit';
import { productPath } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, useTexts } from './frame.js';
import * as styles from './prepaid.css.js';
import { fromPrice } from './shop.js';

/** smartphones: the prepaid phones, each at its full price. */
export function GridwallPage() {
  const texts = useTexts();
  const href = useHref();
  const { services } = usePrepaidDeps();
  const phones = useLoad(() => services.phones(), []);
  return (
    <PrepaidPage title={texts.gridwallTitle}>
      <p className={intro}>{texts.gridwallIntro}</p>
      {phones.status === 'loading' ? <Skeleton height="28rem" /> : null}
      {phones.status === 'failed' ? <Retry message={texts.phonesFailed} retry={phones.reload} /> : null}
      {phones.status === 'ready' ? (
        <ul className={styles.phoneGrid}>
          {phones.value.map((phone, index) => (
            <li key={phone.deviceId}>
              <ProductTile
                name={phone.name}
                maker={phone.maker}
                href={href(productPath(phone.deviceId))}
                {...(phone.colours[0] ? { imageSrc: phone.colours[0].image } : {})}
                price={{ retail: fromPrice(phone), mode: 'retail' }}
                rating={{ value: phone.rating.average, count: phone.rating.count }}
                colors={phone.colours.map((c) => ({ name: c.name, hex: c.hex }))}
                headingLevel={2}
                eager={index < 4}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </PrepaidPage>
  );
}
