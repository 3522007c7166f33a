import { Link, Skeleton, Stack } from '@carrier/design-system';
import { useStorefront } from '../context.js';
import { LoadFailed } from '../errors/LoadFailed.js';
import { storeServes } from '../store-journey.js';
import { useLoad } from '../load.js';
import * as page from '../page.css.js';
import { usePageView } from '../page-view.js';
import { CONTENT_STRINGS } from './content-strings.js';

/**
 * A help, company or legal page: its words come from the content service by the page's path under the sales
 * base, in the site's language; its related links are kept to pages the app serves.
 */
export function ContentPage() {
  const { storeServices, site, currentHref, journeys } = useStorefront();
  const words = CONTENT_STRINGS[site.language];
  const path = new URL(currentHref()).pathname.slice(site.base.length);
  const loaded = useLoad(() => storeServices.contentPage(path), [path]);
  const content = loaded.status === 'ready' ? loaded.value : undefined;
  usePageView(content?.title ?? '');
  const related = (content?.links ?? []).filter((link) => storeServes(journeys, link.path));
  return (
    <Stack space="lg" className={page.article}>
      {loaded.status === 'loading' ? <Skeleton lines={6} /> : null}
      {loaded.status === 'failed' ? <LoadFailed message={words.loadFailed} retry={loaded.retry} /> : null}
      {content ? (
        <>
          <Stack space="sm">
            <h1 className={page.pageTitle}>{content.title}</h1>
            <p className={page.lead}>{content.intro}</p>
          </Stack>
          {content.sections.map((section) => (
            <Stack as="section" key={section.heading} space="sm" aria-label={section.heading}>
              <h2 className={page.sectionTitle}>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text} className={page.paragraph}>
                  {text}
                </p>
              ))}
            </Stack>
          ))}
          {related.length > 0 ? (
            <Stack as="nav" space="sm" aria-label={words.related}>
              <h2 className={page.sectionTitle}>{words.related}</h2>
              <ul className={page.linkList}>
                {related.map((link) => (
                  <li key={link.path}>
                    <Link href={`${site.base}${link.path}`}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
