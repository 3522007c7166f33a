import { Alert } from '@carrier/design-system';
import { createLazyRoute, Link, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageTitle, useStorefront } from '../context.js';
import { FNF_PATHS } from '../fnf/constants.js';
import * as styles from '../fnf/fnf.css.js';
import { GENERIC_ERROR_PATH, parseGenericErrorSearch } from './GenericErrorPage.search.js';

/** `error/genericError.html`: explains why the customer was sent here, e.g. a scheduled order (spec 2.4, 8.4). */
export function GenericErrorPage() {
  const { strings, analytics, site } = useStorefront();
  const { type } = parseGenericErrorSearch(useSearch({ strict: false }));
  const scheduled = type === 'SCHEDULED_ORDER';
  const title = scheduled ? strings.scheduledOrderTitle : strings.genericErrorTitle;
  usePageTitle(title);
  useEffect(() => {
    analytics.pageView({
      name: 'genericError',
      flow: type ?? 'error',
      channelSession: site.channelId,
      language: site.language,
    });
  }, [analytics, site, type]);
  return (
    <div className={styles.column}>
      <h1 className={styles.title}>{title}</h1>
      <Alert tone={scheduled ? 'info' : 'error'}>
        {scheduled ? strings.scheduledOrderBody : strings.genericErrorBody}
      </Alert>
      <div>
        <Link className={styles.primaryLink} to={FNF_PATHS.promo}>
          {strings.backToStore}
        </Link>
      </div>
    </div>
  );
}

export const genericErrorLazyRoute = createLazyRoute(GENERIC_ERROR_PATH)({ component: GenericErrorPage });
