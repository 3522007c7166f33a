import { PageLayout } from '@carrier/design-system';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { usePageTitle, useStorefront } from '../context.js';
import { FNF_PATHS } from '../fnf/constants.js';
import { otherLanguageHref } from '../i18n/index.js';

/** The frame of every store page, error pages included: header, footer and the language of the site. */
export function StorefrontFrame({ children }: { readonly children: ReactNode }) {
  const { strings, site, currentHref, page } = useStorefront();
  useEffect(() => page.setLanguage(site.language), [page, site.language]);
  return (
    <PageLayout
      brandName={strings.brandName}
      homeHref={`${site.base}${FNF_PATHS.promo}`}
      homeLabel={strings.homeLabel}
      skipLinkLabel={strings.skipLink}
      footerNote={strings.footerNote}
      footerLinks={[
        {
          label: strings.otherLanguage.label,
          lang: strings.otherLanguage.lang,
          href: otherLanguageHref(currentHref()),
        },
      ]}
    >
      {children}
    </PageLayout>
  );
}

/** The root route's component: the frame around the current page. */
export function StorefrontShell() {
  return (
    <StorefrontFrame>
      <Outlet />
    </StorefrontFrame>
  );
}

/** Any path of a sales base that is not a page of the store. */
export function NotFoundPage() {
  const { strings } = useStorefront();
  usePageTitle(strings.notFoundTitle);
  return (
    <div>
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundBody}</p>
      <Link to={FNF_PATHS.promo}>{strings.notFoundLink}</Link>
    </div>
  );
}
