import { describe, expect, it } from 'vitest';
import { defineJourney, journeyKey, pagePath, type JourneyPage } from '../journey.js';
import { storePageTable } from '../prerender.js';
import { createStoreRouter, serverRouteTree } from '../router.js';
import { createMemoryHistory } from '@tanstack/react-router';

const row = (path: string, pageName: string, extra: Partial<JourneyPage<undefined>> = {}): JourneyPage<undefined> => ({
  path,
  pageName,
  module: './Pages.tsx',
  component: 'Page',
  ...extra,
});
const journey = (name: string, pages: readonly JourneyPage<undefined>[]) =>
  defineJourney({ key: journeyKey<undefined>(name), modules: {}, source: 'test', deps: () => undefined, pages });

const shop = journey('shop', [
  row('/smartphones/{$deviceId}.html', 'productDetail', { entry: { example: '/smartphones/google-pixel-10.html' } }),
  row('/smartphones.html', 'smartphones'),
  row('/smartphones', 'smartphones'),
]);
const tradeIn = journey('tradeIn', [
  row('/tradein/validateDevice.html', 'validateDevice'),
  row('/tradein/deviceDetails.html', 'deviceDetails', { entry: { sendsBackTo: 'validateDevice' } }),
]);

describe('a page found by its page name in the manifests (pagePath)', () => {
  it('the first page of that name whose path has no variables; none when no journey has it', () => {
    expect(pagePath([shop, tradeIn], 'smartphones')).toBe('/smartphones.html');
    expect(pagePath([shop, tradeIn], 'validateDevice')).toBe('/tradein/validateDevice.html');
    expect(pagePath([shop], 'productDetail')).toBeUndefined();
    expect(pagePath([shop], 'validateDevice')).toBeUndefined();
  });

  it('asked again of the same journeys, answers the same', () => {
    const journeys = [shop, tradeIn];
    expect(pagePath(journeys, 'deviceDetails')).toBe('/tradein/deviceDetails.html');
    expect(pagePath(journeys, 'deviceDetails')).toBe('/tradein/deviceDetails.html');
    expect(pagePath(journeys, 'productDetail')).toBeUndefined();
  });
});

describe("the server's route tree: made once per process for an app's journeys, each request's router over it", () => {
  it('the same tree for the same journeys, another for other journeys', () => {
    const journeys = [shop, tradeIn];
    expect(serverRouteTree(journeys)).toBe(serverRouteTree(journeys));
    expect(serverRouteTree([shop])).not.toBe(serverRouteTree(journeys));
  });

  it('two routers over it, at two addresses, each match their own page', async () => {
    const journeys = [shop, tradeIn];
    const router = (path: string) =>
      createStoreRouter({
        basepath: '/sales/digital',
        journeys,
        history: createMemoryHistory({ initialEntries: [`/sales/digital${path}`] }),
        routeTree: serverRouteTree(journeys),
      });
    const phone = router('/smartphones/google-pixel-10.html');
    const tradeInPage = router('/tradein/validateDevice.html');
    const pageNames = (r: ReturnType<typeof router>) =>
      r.matchRoutes(r.state.location).map((match) => match.staticData.pageName);
    expect(pageNames(phone)).toContain('productDetail');
    expect(pageNames(tradeInPage)).toEqual(expect.arrayContaining(['validateDevice']));
    expect(pageNames(tradeInPage)).not.toContain('productDetail');
  });
});

describe("the app's page table (pages.json): every page of the manifests and the store's own, with its entry", () => {
  it('lists the store’s own pages and every row of the journeys, with the journey and entry of each', async () => {
    const table = await storePageTable([shop, tradeIn]);
    expect(table.map((page) => page.pageName)).toEqual(
      expect.arrayContaining(['genericError', 'cartLocked', 'productDetail', 'smartphones', 'deviceDetails']),
    );
    expect(table.find((page) => page.pageName === 'productDetail')).toEqual({
      journey: 'shop',
      pageName: 'productDetail',
      path: '/smartphones/{$deviceId}.html',
      entry: { example: '/smartphones/google-pixel-10.html' },
    });
  });

  it('a step that sends back names the path it sends to', async () => {
    const details = (await storePageTable([tradeIn])).find((page) => page.pageName === 'deviceDetails');
    expect(details?.entry).toEqual({ sendsBackTo: '/tradein/validateDevice.html' });
  });

  it('a step that sends back to a page name no journey of the app has fails the build', async () => {
    const lost = journey('lost', [row('/lost/step.html', 'step', { entry: { sendsBackTo: 'nowhere' } })]);
    await expect(storePageTable([lost])).rejects.toThrow('step sends back to nowhere, a page name no journey has');
  });
});
