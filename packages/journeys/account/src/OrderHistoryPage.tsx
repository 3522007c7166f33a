import { Link, Stack } from '@carrier/design-system';
import { SignInPrompt, useLoad, usePageView, useStorefront } from '@carrier/storefront/kit';
import { ACCOUNT_PATHS } from './paths.js';
import * as styles from './account.css.js';
import { useAccount } from './deps.js';
import { useTexts, OrderList } from './account.js';

/** Every order the signed-in customer placed, newest first. */
export function OrderHistoryPage() {
  const { shell, site } = useStorefront();
  const texts = useTexts();
  const loggedIn = shell.loggedIn();
  usePageView(loggedIn ? texts.historyTitle : texts.signInTitle);
  const orders = useAccount().services.orders;
  const loaded = useLoad(() => (loggedIn ? orders() : Promise.resolve([])), [loggedIn]);
  if (!loggedIn) return <SignInPrompt title={texts.signInTitle} body={texts.signInBody} action={texts.signIn} />;
  return (
    <Stack as="section" space="lg" className={styles.page} aria-labelledby="history-title">
      <Stack space="xs">
        <h1 id="history-title" className={styles.heading}>
          {texts.historyTitle}
        </h1>
        <p className={styles.muted}>{texts.historyIntro}</p>
      </Stack>
      <OrderList loaded={loaded} />
      <Link href={`${site.base}${ACCOUNT_PATHS.account}`}>{texts.backToAccount}</Link>
    </Stack>
  );
}
