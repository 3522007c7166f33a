import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INITIAL_TAGGER_STATE,
  PAGE_VIEW_DELAY_MS,
  PENDING_ADD_TO_CART_KEY,
  UPDATER_INTERVAL_MS,
  UPDATER_MAX_TRIES,
  createAnalyticsTagger,
  taggerReducer,
  type DataLayerHost,
  type TagEvent,
} from '../tagger.js';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const page = (name: string) => ({ name, flow: 'nse', channelSession: 'VZW-DOTCOM' });
const item = { name: 'Pixel 10', id: 'pixel', category: 'Device' } as never;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('taggerReducer', () => {
  const event: TagEvent = { event: 'pageView', pageName: 'cart' };
  it('queues events while the tag manager is awaited, and replays them once it is there', () => {
    const queued = taggerReducer(INITIAL_TAGGER_STATE, { type: 'recorded', event });
    expect(queued.queue).toEqual([event]);
    expect(taggerReducer(queued, { type: 'looked', ready: true })).toEqual({
      queue: [],
      tagManager: 'ready',
      tries: 1,
    });
  });

  it('gives up after 10 looks', () => {
    let state = INITIAL_TAGGER_STATE;
    for (let i = 0; i < UPDATER_MAX_TRIES - 1; i++) state = taggerReducer(state, { type: 'looked', ready: false });
    expect(state.tagManager).toBe('waiting');
    state = taggerReducer(state, { type: 'looked', ready: false });
    expect(state).toEqual({ queue: [], tagManager: 'gaveUp', tries: 10 });
    expect(taggerReducer(state, { type: 'recorded', event })).toBe(state);
  });
});

describe('the analytics tagger', () => {
  it('the updater looks every second, replays the queued events in order when the tag manager loads', () => {
    let ready = false;
    const track = vi.fn();
    const tagger = createAnalyticsTagger({
      host: {},
      storage: memoryStorage(),
      tagManager: { isReady: () => ready, track },
    });
    tagger.error('E1', 'one');
    tagger.cartResumed();
    vi.advanceTimersByTime(UPDATER_INTERVAL_MS * 3);
    expect(track).not.toHaveBeenCalled();
    ready = true;
    vi.advanceTimersByTime(UPDATER_INTERVAL_MS);
    expect(track.mock.calls.map(([e]) => e.event)).toEqual(['error', 'cartResumed']);
    tagger.error('E2', 'two', 'WARNING');
    expect(track).toHaveBeenLastCalledWith(expect.objectContaining({ event: 'error', level: 'WARNING', id: 'E2' }));
    tagger.stop();
  });

  it('gives up after 10 tries: the events stay in the data layer, nothing is sent', () => {
    const track = vi.fn();
    const host: DataLayerHost = {};
    const tagger = createAnalyticsTagger({
      host,
      storage: memoryStorage(),
      tagManager: { isReady: () => false, track },
    });
    tagger.error('E1', 'one');
    vi.advanceTimersByTime(UPDATER_INTERVAL_MS * UPDATER_MAX_TRIES);
    expect(tagger.getState()).toMatchObject({ tagManager: 'gaveUp', tries: 10 });
    vi.advanceTimersByTime(UPDATER_INTERVAL_MS * 5);
    expect(tagger.getState().tries).toBe(10);
    expect(host.vzdl?.events).toHaveLength(1);
    expect(track).not.toHaveBeenCalled();
  });

  it('a route change resets the data layer at once and records the page view 500 ms later, then re-inits chat', () => {
    const host: DataLayerHost = {};
    const onPageView = vi.fn();
    const tagger = createAnalyticsTagger({ host, storage: memoryStorage(), onPageView });
    tagger.pageView(page('cart'));
    tagger.error('E1', 'one');
    tagger.cart([item]);
    expect(tagger.cartItems()).toEqual([item]);
    tagger.pageView(page('smartphones'));
    expect(tagger.cartItems()).toEqual([]);
    expect(host.vzdl?.page?.name).toBe('smartphones');
    expect(host.vzdl?.error).toBeUndefined();
    expect(host.vzdl?.cart).toBeUndefined();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(host.vzdl?.events.filter((e) => e.event === 'pageView')).toEqual([]);
    vi.advanceTimersByTime(1);
    // The first route's page view was superseded before its time.
    expect(host.vzdl?.events.filter((e) => e.event === 'pageView')).toEqual([
      { event: 'pageView', pageName: 'smartphones' },
    ]);
    expect(onPageView).toHaveBeenCalledWith(page('smartphones'));
  });

  it('page-view listeners hear each recorded page view after the 500 ms, until they unsubscribe', () => {
    const tagger = createAnalyticsTagger({ host: {}, storage: memoryStorage() });
    const heard: string[] = [];
    const stop = tagger.onPageView((p) => heard.push(p.name));
    tagger.pageView(page('cart'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(heard).toEqual([]);
    expect(tagger.lastPageView()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(['cart']);
    expect(tagger.lastPageView()).toEqual(page('cart'));
    stop();
    tagger.pageView(page('smartphones'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(heard).toEqual(['cart']);
  });

  it("readDL's answer fills the visitor (none before it) and the page's fields, and is dropped once the store is on another page", () => {
    const host: DataLayerHost = {};
    const tagger = createAnalyticsTagger({ host, storage: memoryStorage() });
    tagger.pageView(page('cart'));
    expect(tagger.visitor()).toBeUndefined();
    const user = { customerTag: 'vzw_cust', loginStatus: 'authenticated' };
    tagger.readDl({ page: { name: 'other', channelSession: 'VZW-DOTCOM-MOB' }, user }, 'cart');
    expect(host.vzdl?.page).toEqual({ ...page('cart'), channelSession: 'VZW-DOTCOM-MOB' });
    expect(host.vzdl?.user).toEqual(user);
    expect(tagger.visitor()).toEqual(user);
    tagger.pageView(page('smartphones'));
    tagger.readDl({ user: { customerTag: '', loginStatus: 'unauthenticated' } }, 'cart');
    expect(host.vzdl?.user).toEqual(user);
    expect(host.vzdl?.page?.name).toBe('smartphones');
  });

  it('an add-to-cart before a page change waits for the next page view, then is sent once and cleared', () => {
    const host: DataLayerHost = {};
    const storage = memoryStorage();
    const tagger = createAnalyticsTagger({ host, storage });
    tagger.pageView(page('productDetail'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    tagger.addToCart([item], { beforeNavigation: true, openedCart: true });
    expect(storage.map.has(PENDING_ADD_TO_CART_KEY)).toBe(true);
    expect(host.vzdl?.events.map((e) => e.event)).toEqual(['pageView', 'cartOpened']);
    tagger.pageView(page('accessoryInterstitial'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(host.vzdl?.events.slice(2)).toEqual([
      { event: 'pageView', pageName: 'accessoryInterstitial' },
      { event: 'addToCart', code: 'event86', pageName: 'accessoryInterstitial', items: [item] },
    ]);
    expect(storage.map.has(PENDING_ADD_TO_CART_KEY)).toBe(false);
    tagger.pageView(page('cart'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(host.vzdl?.events.filter((e) => e.event === 'addToCart')).toHaveLength(1);
  });

  it('an add-to-cart on the page is recorded at once; an unreadable pending event is dropped', () => {
    const host: DataLayerHost = {};
    const storage = memoryStorage();
    const tagger = createAnalyticsTagger({ host, storage });
    tagger.addToCart([item]);
    expect(host.vzdl?.events).toEqual([{ event: 'addToCart', code: 'event86', pageName: '', items: [item] }]);
    storage.setItem(PENDING_ADD_TO_CART_KEY, '{oops');
    tagger.pageView(page('cart'));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(host.vzdl?.events.map((e) => e.event)).toEqual(['addToCart', 'pageView']);
    expect(storage.map.size).toBe(0);
  });

  it('records chat decisions with their reason, and a resumed cart with event180', () => {
    const host: DataLayerHost = {};
    const tagger = createAnalyticsTagger({ host, storage: memoryStorage() });
    tagger.pageView(page('cart'));
    tagger.chatDecision({ flow: 'none', placement: '', propositionId: '', reason: 'NOT_DESKTOP' });
    tagger.cartResumed();
    expect(host.vzdl?.events).toEqual([
      {
        event: 'liveChatDecision',
        flow: 'none',
        placement: '',
        propositionId: '',
        reason: 'NOT_DESKTOP',
        pageName: 'cart',
      },
      { event: 'cartResumed', code: 'event180', pageName: 'cart' },
    ]);
  });

  it('a chat decision made for a page the customer has left keeps that page', () => {
    const host: DataLayerHost = {};
    const tagger = createAnalyticsTagger({ host, storage: memoryStorage() });
    tagger.pageView(page('accessoryInterstitial'));
    tagger.chatDecision({ flow: 'LP', placement: 'sticky', propositionId: 'PLP_03', reason: 'X' }, 'productDetail');
    expect(host.vzdl?.events.map((e) => e.pageName)).toEqual(['productDetail']);
  });
});

describe('the purchase event', () => {
  it('an order placed is recorded with its number and the cart items of spec 3.1, on the page that placed it', () => {
    const host: DataLayerHost = {};
    const tagger = createAnalyticsTagger({ host, storage: memoryStorage() });
    tagger.pageView(page('orderreview'));
    tagger.purchase('MW12345678', [item]);
    expect(host.vzdl?.events.at(-1)).toEqual({
      event: 'purchase',
      orderNumber: 'MW12345678',
      pageName: 'orderreview',
      items: [item],
    });
    tagger.stop();
  });
});

describe('private data never reaches the data layer or the tag manager', () => {
  it('every field of every event and every data-layer write is scrubbed, decoded or not', () => {
    const host: DataLayerHost = {};
    const tracked: TagEvent[] = [];
    const tagger = createAnalyticsTagger({
      host,
      storage: memoryStorage(),
      tagManager: { isReady: () => true, track: (event) => void tracked.push(event) },
    });
    vi.advanceTimersByTime(UPDATER_INTERVAL_MS);
    tagger.pageView({ ...page('fnf'), campaign: 'ref_jane%40example.com' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    tagger.error('3000', 'No line for 201+555+0188 (jane@example.com)');
    tagger.cart([{ name: 'Pixel 10', id: 'pixel', category: 'Device', note: 'card 4111-1111-1111-1111' } as never]);
    tagger.readDl({ user: { customerTag: 'mdn_2015550188', loginStatus: 'in' } }, 'fnf');
    tagger.chatDecision({ flow: 'nse', placement: 'cart', propositionId: 'eyJhbGciOiJub25lIn0.e30.', reason: 'x' });
    const everything = JSON.stringify({ layer: host.vzdl, tracked });
    expect(everything).not.toMatch(/jane|555\+?0188|2015550188|4111-1111|eyJhbGci/);
    expect(tracked.map((event) => event.event)).toEqual(['pageView', 'error', 'liveChatDecision']);
    tagger.stop();
  });
});
