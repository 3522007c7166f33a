import { Alert, Stack } from '@carrier/design-system';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageTitle, useStorefront } from '../context.js';
import * as page from '../page.css.js';
import { parseGenericErrorSearch } from './GenericErrorPage.search.js';

/** `error/genericError.html`: explains why the customer was sent here, e.g. a scheduled order (spec 2.4, 8.4). */
export function GenericErrorPage() {
  const { strings, analytics, site, homePath } = useStorefront();
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
    <Stack space="lg" className={page.readableWidth}>
      <h1 className={page.pageTitle}>{title}</h1>
      <Alert tone={scheduled ? 'info' : 'error'}>
        {scheduled ? strings.scheduledOrderBody : strings.genericErrorBody}
      </Alert>
      <div>
        <Link className={page.actionLink} to={homePath}>
          {strings.backToStore}
        </Link>
      </div>
    </Stack>
  );
}
