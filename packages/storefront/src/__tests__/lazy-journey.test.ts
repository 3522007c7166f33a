import { createMemoryHistory, redirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { defineJourney, journeyKey, type Journey, type JourneyPage } from '../journey.js';
import { MANIFEST_MODULE, isLazyJourney, lazyJourney, loadJourneys, summarizeJourney } from '../lazy-journey.js';
import { storePageModules } from '../prerender.js';
import { createStoreRouter } from '../router.js';

interface Deps {
  readonly catalogue: string;
}

const read = vi.fn((deps: Deps) => [Promise.resolve(deps.catalogue)]);
const page = (path: string, pageName: string, extra: Partial<JourneyPage<Deps>> = {}): JourneyPage<Deps> => ({
  path,
  pageName,
  component: 'Page',
  ...extra,
});

/** A journey's whole manifest: a query parser, a guard that sends on, first reads and an entry with kept state. */
const manifest: Journey<Deps> = defineJourney({
  key: journeyKey<Deps>('shop'),
  modules: { './Page.tsx': () => Promise.resolve({ Page: () => null }) },
  source: 'packages/journeys/shop/src',
  preload: ['./services.ts'],
  paths: { gridwall: '/smartphones.html' },
  deps: () => ({ catalogue: 'phones' }),
  nav: [{ path: '/smartphones.html', match: '/smartphones', label: { en: 'Phones', es: 'Teléfonos' } }],
  search: { path: '/search.html', suggester: () => Promise.resolve(() => []) },
  pages: [
    page('/smartphones.html', 'smartphones', {
      shared: true,
      validateSearch: (search) => ({ sort: search['sort'] === 'price' ? 'price' : 'featured' }),
      firstReads: read,
    }),
    page('/old-phones.html', 'oldPhones', {
      beforeLoad: () => {
        throw redirect({ to: '/smartphones.html' });
      },
    }),
    page('/checkout.html', 'checkout', { chrome: 'focused', entry: { session: { cart: 1 } } }),
    page('/delivery.html', 'delivery', { chrome: 'focused', visitState: true }),
    page('/payment.html', 'payment', { chrome: 'focused', visitState: true }),
  ],
});

const summary = summarizeJourney(manifest);

describe("a journey's summary: what an app's first script holds of it", () => {
  it('keeps its pages’ paths, names and traits, its links and its search page, and none of its functions', () => {
    expect(summary).toEqual({
      key: { name: 'shop' },
      nav: manifest.nav,
      search: { path: '/search.html' },
      // The traits most of its pages have are written once; a row gives its own when they differ.
      traits: { chrome: 'focused', visitState: true },
      pages: [
        ['/smartphones.html', 'smartphones', { shared: true }],
        ['/old-phones.html', 'oldPhones', {}],
        // A page entered with kept state is drawn in the browser only: all the browser needs of its entry.
        ['/checkout.html', 'checkout'],
        ['/delivery.html', 'delivery'],
        ['/payment.html', 'payment'],
      ],
    });
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });
});

describe('a lazy journey: its manifest loads with its first page, before the router matches it', () => {
  const lazy = () => {
    const load = vi.fn(() => Promise.resolve(manifest));
    return { journey: lazyJourney(summary, load), load };
  };
  const routerAt = (journey: Journey<Deps>, path: string) =>
    createStoreRouter({
      basepath: '/sales/digital',
      journeys: [journey],
      journeyDeps: { shop: undefined },
      history: createMemoryHistory({ initialEntries: [`/sales/digital${path}`] }),
    });

  it("its pages' traits are the manifest rows' traits", () => {
    const { journey } = lazy();
    const traits = journey.pages.map(({ path, pageName, chrome, visitState, shared }) => ({
      path,
      pageName,
      ...(chrome ? { chrome } : {}),
      ...(visitState ? { visitState } : {}),
      ...(shared ? { shared } : {}),
    }));
    expect(traits).toEqual([
      { path: '/smartphones.html', pageName: 'smartphones', shared: true },
      { path: '/old-phones.html', pageName: 'oldPhones' },
      { path: '/checkout.html', pageName: 'checkout', chrome: 'focused', visitState: true },
      { path: '/delivery.html', pageName: 'delivery', chrome: 'focused', visitState: true },
      { path: '/payment.html', pageName: 'payment', chrome: 'focused', visitState: true },
    ]);
  });

  it('is not loaded until one of its pages is opened', () => {
    const { journey, load } = lazy();
    routerAt(journey, '/smartphones.html');
    expect(load).not.toHaveBeenCalled();
    expect(isLazyJourney(journey)).toBe(true);
    expect(isLazyJourney(manifest)).toBe(false);
  });

  it("its page's query is read by the manifest's parser when the page is opened", async () => {
    const { journey, load } = lazy();
    const router = routerAt(journey, '/smartphones.html?sort=newest');
    await router.load();
    expect(load).toHaveBeenCalledTimes(1);
    const match = router.state.matches.at(-1);
    expect(match?.staticData.pageName).toBe('smartphones');
    // A sort the parser does not know is its default, as with the whole manifest.
    expect(match?.search).toMatchObject({ sort: 'featured' });
    const whole = routerAt(manifest, '/smartphones.html?sort=newest');
    await whole.load();
    expect(match?.search).toEqual(whole.state.matches.at(-1)?.search);
  });

  it("the manifest's guard runs: a page that sends on sends on", async () => {
    const { journey } = lazy();
    const router = routerAt(journey, '/old-phones.html');
    await router.load();
    expect(router.state.matches.at(-1)?.staticData.pageName).toBe('smartphones');
  });

  it('a link to one of its pages made ready ahead (hover) loads the manifest first', async () => {
    const { journey, load } = lazy();
    const router = routerAt(journey, '/checkout.html');
    await router.preloadRoute({ to: '/smartphones.html', search: { sort: 'price' } } as never);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("its services and its pages' first reads are the manifest's", async () => {
    const { journey } = lazy();
    expect(typeof journey.deps).toBe('object');
    const made = await (journey.deps as { onFirstUse: () => Promise<(world: never) => Deps> }).onFirstUse();
    const deps = made(undefined as never);
    expect(deps).toEqual({ catalogue: 'phones' });
    await expect(Promise.all(journey.pages[0]?.firstReads?.(deps) ?? [])).resolves.toEqual(['phones']);
  });

  it('a manifest that failed to load is asked for again on the next use', async () => {
    const load = vi.fn<() => Promise<Journey<Deps>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(manifest);
    const journey = lazyJourney(summary, load);
    await expect(journey.load()).rejects.toThrow('offline');
    await expect(journey.load()).resolves.toBe(manifest);
    expect(journey.loaded()).toBe(manifest);
  });

  it('what only its manifest knows (its paths, sources, preloads, modules, page modules) is read once it is loaded', async () => {
    const { journey } = lazy();
    expect(() => journey.paths).toThrow("The shop journey's paths come with its manifest: load it first.");
    expect(() => journey.pages[0]?.component).toThrow("The shop journey's pages come with its manifest");
    await journey.load();
    expect(journey.paths).toEqual({ gridwall: '/smartphones.html' });
    expect(journey.source).toBe('packages/journeys/shop/src');
    expect(journey.preload).toEqual(['./services.ts', MANIFEST_MODULE]);
    expect(journey.pages[0]?.component).toBe('Page');
    expect(Object.keys(journey.modules)).toEqual(['./Page.tsx']);
  });
});

describe('the server draws with whole manifests (loadJourneys)', () => {
  it('the same loaded list for the same journeys; a journey that is no summary is itself', async () => {
    const journey = lazyJourney(summary, () => Promise.resolve(manifest));
    const other = defineJourney({ ...manifest, key: journeyKey<Deps>('other') });
    const journeys = [journey, other];
    const loaded = await loadJourneys(journeys);
    expect(loaded).toEqual([manifest, other]);
    expect(await loadJourneys(journeys)).toBe(loaded);
  });

  it("each page of a lazy journey is preloaded with the journey's manifest", async () => {
    const journey = lazyJourney(summary, () => Promise.resolve(manifest));
    const row = (await storePageModules([journey])).find((entry) => entry.path === '/smartphones.html');
    expect(row?.modules).toEqual([
      'packages/journeys/shop/src/Page.tsx',
      'packages/journeys/shop/src/services.ts',
      'packages/journeys/shop/src/manifest.ts',
    ]);
  });
});
