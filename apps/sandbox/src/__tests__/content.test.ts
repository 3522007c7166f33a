import { ContentPage, FooterContent, LandingContent, check } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { FOOTER, LANDING, PAGES } from '../content/storefront.js';
import { DEVICES } from '../catalogue/catalogue.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

const get = (path: string) => app.request(path);
const json = async (path: string) => (await get(path)).json() as Promise<unknown>;

describe('the store’s content (landing hero and deal strips, footer, help and legal pages)', () => {
  it('answers the landing, the footer and each page by its contract, in English and in Spanish', async () => {
    for (const lang of ['en', 'es']) {
      expect(check(LandingContent, await json(`/content/vcg/services-v1/landing.model.json?lang=${lang}`)).ok).toBe(
        true,
      );
      expect(check(FooterContent, await json(`/content/vcg/services-v1/footer.model.json?lang=${lang}`)).ok).toBe(true);
      for (const path of Object.keys(PAGES.en)) {
        const page = await json(
          `/content/vcg/services-v1/page.model.json?path=${encodeURIComponent(path)}&lang=${lang}`,
        );
        expect(check(ContentPage, page).ok, path).toBe(true);
      }
    }
  });

  it('says the same things in both languages: the same links, pages and sections, in other words', () => {
    const paths = (footer: typeof FOOTER.en) => footer.groups.flatMap((g) => g.links.map((l) => l.path));
    expect(paths(FOOTER.es)).toEqual(paths(FOOTER.en));
    expect(Object.keys(PAGES.es)).toEqual(Object.keys(PAGES.en));
    for (const [path, page] of Object.entries(PAGES.en)) {
      const spanish = PAGES.es[path];
      expect(spanish?.sections.length, path).toBe(page.sections.length);
      expect(
        spanish?.links.map((l) => l.path),
        path,
      ).toEqual(page.links.map((l) => l.path));
      expect(spanish?.title, path).not.toBe(page.title);
    }
    expect(LANDING.es.dealStrips.map((d) => d.link.path)).toEqual(LANDING.en.dealStrips.map((d) => d.link.path));
  });

  it('links only to pages of the content or of the catalogue: every help link is a content page, every deal a phone or an offer page of the store (the season, home and mobile, the test drive)', () => {
    const phones = new Set(DEVICES.map((d) => `/smartphones/${d.id}.html`));
    const offerPages = new Set(['/holidayoffers.html', '/jtooffers.html', '/trial.html']);
    for (const strip of LANDING.en.dealStrips)
      expect(phones.has(strip.link.path) || offerPages.has(strip.link.path), strip.link.path).toBe(true);
    expect(phones.has(LANDING.en.hero.cta.path)).toBe(true);
    for (const page of Object.values(PAGES.en))
      for (const link of page.links)
        expect(link.path in PAGES.en || link.path === '/friendsandfamily.html', link.path).toBe(true);
  });

  it('draws the hero picture of the promotion, and answers 404 for an unknown picture or page', async () => {
    const hero = await get(LANDING.en.hero.image);
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toContain('image/svg+xml');
    expect(await hero.text()).toContain('viewBox="0 0 1200 600"');
    expect((await get('/content/vcg/images/hero/nope.svg')).status).toBe(404);
    expect((await get('/content/vcg/services-v1/page.model.json?path=%2Fnope.html')).status).toBe(404);
    expect((await get('/content/vcg/services-v1/page.model.json?path=constructor')).status).toBe(404);
  });
});
