import { Skeleton } from '@carrier/design-system';
import { intro, useLoad } from '@carrier/storefront/kit';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, useTexts } from './frame.js';
import * as styles from './prepaid.css.js';
import { PhoneTile } from './shop.js';

/** smartphones: the prepaid phones, each at its full price. */
export function GridwallPage() {
  const texts = useTexts();
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
              <PhoneTile phone={phone} headingLevel={2} eager={index < 4} />
            </li>
          ))}
        </ul>
      ) : null}
    </PrepaidPage>
  );
}
