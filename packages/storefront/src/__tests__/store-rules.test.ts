import { createAtoms } from '@carrier/store';
import { SERVICE_BASES } from '@carrier/http-client';
import { describe, expect, it, vi } from 'vitest';
import { CART_UPDATED_FLAG, createCartOpener } from '../cart/cart-opener.js';
import {
  FAVORITES_STORAGE_KEY,
  FavoritesUnavailableError,
  MAX_FAVORITES,
  createFavorites,
  mergeFavorites,
  readFavorites,
  type Favorite,
} from '../favorites.js';
import { memoryStorage } from '../testing/test-deps.js';
import {
  NEW_ACCOUNT_ACCESSORIES_THROTTLE,
  NEW_ACCOUNT_THROTTLE,
  PROSPECT_FLOW_THROTTLE,
  canAddToCart,
  customerTag,
  isLoggedIn,
  lineOfBusiness,
  newAccountFlow,
  parseThrottleList,
  prospectFlow,
  visitorServiceBase,
} from '../visitor.js';

describe('visitors (spec 6.1 to 6.3)', () => {
  it('"logged-in is determined by the loggedIn cookie"; with guest-role processing on, role guest is not', () => {
    expect(isLoggedIn({ loggedIn: 'true' }, true)).toBe(true);
    expect(isLoggedIn({ loggedIn: 'false' }, false)).toBe(false);
    expect(isLoggedIn({ loggedIn: 'true', role: 'guest' }, true)).toBe(false);
    expect(isLoggedIn({ loggedIn: 'true', role: 'guest' }, false)).toBe(true);
  });

  it('"the prospect flow applies when not logged in and the flag or NSE_REDIRECT_TH_PROSPECT is set"', () => {
    const base = { loggedIn: false, prospectFlag: false, throttleList: [] as string[] };
    expect(prospectFlow(base)).toBe(false);
    expect(prospectFlow({ ...base, prospectFlag: true })).toBe(true);
    expect(prospectFlow({ ...base, throttleList: [PROSPECT_FLOW_THROTTLE] })).toBe(true);
    expect(prospectFlow({ ...base, loggedIn: true, prospectFlag: true })).toBe(false);
  });

  it('"for accessories it also needs a prospect cart cookie, unless standalone accessories is on"', () => {
    const base = { loggedIn: false, prospectFlag: true, throttleList: [], forAccessories: true };
    expect(prospectFlow(base)).toBe(false);
    expect(prospectFlow({ ...base, hasProspectCart: true })).toBe(true);
    expect(prospectFlow({ ...base, standaloneAccessories: true })).toBe(true);
  });

  it('adding to the cart: logged-in customers always, prospects only in the prospect flow', () => {
    expect(canAddToCart({ loggedIn: true, prospectFlag: false, throttleList: [] })).toBe(true);
    expect(canAddToCart({ loggedIn: false, prospectFlag: false, throttleList: ['AI_W'] })).toBe(false);
    expect(canAddToCart({ loggedIn: false, prospectFlag: false, throttleList: [PROSPECT_FLOW_THROTTLE] })).toBe(true);
  });

  it('"NSA_REDIRECT_TH_PROSPECT": a prospect in the new-account flow may add (the order opens a new account)', () => {
    const base = { loggedIn: false, prospectFlag: false, throttleList: [NEW_ACCOUNT_THROTTLE] };
    expect(newAccountFlow(base)).toBe(true);
    expect(canAddToCart(base)).toBe(true);
    expect(newAccountFlow({ ...base, loggedIn: true })).toBe(false);
    expect(newAccountFlow({ ...base, throttleList: [PROSPECT_FLOW_THROTTLE] })).toBe(false);
  });

  it('"NSA_REDIRECT_TH_ACCESSORY_GW_PDP_NSA_ADD_TO_CART_ENABLE": the new-account flow adds accessories with no cart yet', () => {
    const base = { loggedIn: false, prospectFlag: false, throttleList: [NEW_ACCOUNT_THROTTLE], forAccessories: true };
    expect(newAccountFlow(base)).toBe(false);
    expect(canAddToCart(base)).toBe(false);
    expect(newAccountFlow({ ...base, hasProspectCart: true })).toBe(true);
    expect(canAddToCart({ ...base, throttleList: [NEW_ACCOUNT_THROTTLE, NEW_ACCOUNT_ACCESSORIES_THROTTLE] })).toBe(
      true,
    );
  });

  it('the throttle list is pipe-separated flags; anything else is dropped', () => {
    expect(parseThrottleList('NSE_REDIRECT_TH_PROSPECT| AI_W |<b>|EA_BAU|AI_W')).toEqual([
      'NSE_REDIRECT_TH_PROSPECT',
      'AI_W',
      'EA_BAU',
    ]);
    expect(parseThrottleList(42)).toEqual([]);
    expect(parseThrottleList('A|'.repeat(2000))).toEqual([]);
  });

  it('lines of business and customer tags: vzw_cust, vzt_cust, joint_cust; no-cust blanked', () => {
    expect(lineOfBusiness('VZW')).toBe('vzw');
    expect(lineOfBusiness('vzt|vzw')).toBe('vzw|vzt');
    expect(lineOfBusiness('other')).toBe('vzp');
    expect(customerTag('vzw')).toBe('vzw_cust');
    expect(customerTag('vzt')).toBe('vzt_cust');
    expect(customerTag('vzw|vzt')).toBe('joint_cust');
    expect(customerTag('vzp')).toBe('');
    expect(customerTag('vzw', 'no-cust')).toBe('');
  });
});

describe('the base of a visitor’s calls (spec 7.1)', () => {
  const customer = { loggedIn: true, prepay: false };
  const visitor = { loggedIn: false, prepay: false };
  it('a signed-in customer’s calls go under /soe/digital/auth, a prepaid one’s under /soe/digital/auth/prepaid', () => {
    expect(SERVICE_BASES[visitorServiceBase(customer, true, [PROSPECT_FLOW_THROTTLE])]).toBe('/soe/digital/auth');
    expect(SERVICE_BASES[visitorServiceBase({ loggedIn: true, prepay: true }, false, [])]).toBe(
      '/soe/digital/auth/prepaid',
    );
  });

  it('a prepaid visitor’s go under /soe/digital/prepaid, in the prospect flow too', () => {
    expect(SERVICE_BASES[visitorServiceBase({ loggedIn: false, prepay: true }, true, [])]).toBe('/soe/digital/prepaid');
  });

  it('a visitor in the prospect flow (its flag or NSE_REDIRECT_TH_PROSPECT) under /soe/digital/prospect, any other under /soe/digital', () => {
    expect(SERVICE_BASES[visitorServiceBase(visitor, true, [])]).toBe('/soe/digital/prospect');
    expect(SERVICE_BASES[visitorServiceBase(visitor, false, ['EA_C', PROSPECT_FLOW_THROTTLE])]).toBe(
      '/soe/digital/prospect',
    );
    expect(SERVICE_BASES[visitorServiceBase(visitor, false, ['EA_C', 'NSA_REDIRECT_TH_PROSPECT'])]).toBe(
      '/soe/digital',
    );
  });
});

describe('favorites', () => {
  const fav = (id: string, addedAt: number): Favorite => ({ id, kind: 'device', addedAt });

  it('merging keeps each item once with its earliest save, newest first, at most 50', () => {
    expect(mergeFavorites([fav('a', 5), fav('b', 1)], [fav('a', 2), fav('c', 9)])).toEqual([
      fav('c', 9),
      fav('a', 2),
      fav('b', 1),
    ]);
    const many = Array.from({ length: 60 }, (_, i) => fav(`d${i}`, i));
    expect(mergeFavorites(many, [])).toHaveLength(MAX_FAVORITES);
    expect(mergeFavorites(many, [])[0]?.id).toBe('d59');
  });

  it('malformed saved entries are dropped', () => {
    expect(
      readFavorites([
        fav('ok', 1),
        { id: '<x>', kind: 'device', addedAt: 1 },
        { id: 'y', kind: 'plan', addedAt: 1 },
        null,
      ]),
    ).toEqual([fav('ok', 1)]);
    expect(readFavorites('nope')).toEqual([]);
  });

  const remote = (initial: Favorite[] = []) => {
    let held = initial;
    return {
      read: vi.fn(async () => held),
      save: vi.fn(async (list: readonly Favorite[]) => (held = [...list])),
      held: () => held,
    };
  };

  /** The favorites of a visitor signed in or not, over `storage` and `server`, at the time `now`. */
  const favoritesOf = (
    storage: ReturnType<typeof memoryStorage>,
    server: ReturnType<typeof remote>,
    loggedIn: boolean,
    now: number,
  ) => createFavorites({ storage, remote: server, loggedIn: () => loggedIn, now: () => now, atoms: createAtoms() });

  it('a prospect’s favorites live in the browser', async () => {
    const storage = memoryStorage();
    const server = remote();
    const store = favoritesOf(storage, server, false, 10);
    await store.toggle('google-pixel-10', 'device');
    expect(store.has('google-pixel-10')).toBe(true);
    expect(JSON.parse(storage.getItem(FAVORITES_STORAGE_KEY) ?? '')).toEqual([fav('google-pixel-10', 10)]);
    expect(server.save).not.toHaveBeenCalled();
    // A reload reads them back.
    const again = favoritesOf(storage, server, false, 11);
    expect(again.getState().items).toEqual([fav('google-pixel-10', 10)]);
  });

  it('"merged at sign-in": the browser’s favorites join the server’s list and leave the browser', async () => {
    const storage = memoryStorage();
    storage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([fav('a', 3)]));
    const server = remote([fav('b', 5)]);
    const store = favoritesOf(storage, server, true, 10);
    expect(store.getState().ready).toBe(false);
    await store.load();
    expect(server.held()).toEqual([fav('b', 5), fav('a', 3)]);
    expect(store.getState().items).toEqual([fav('b', 5), fav('a', 3)]);
    expect(storage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });

  it('a failed save puts the list back and says so; a change waits for the server’s list', async () => {
    const storage = memoryStorage();
    const server = remote([fav('b', 5)]);
    const store = favoritesOf(storage, server, true, 10);
    await store.toggle('a', 'device');
    expect(server.held().map((f) => f.id)).toEqual(['a', 'b']);
    server.save.mockRejectedValueOnce(new Error('down'));
    await expect(store.toggle('b', 'device')).rejects.toThrow('down');
    expect(store.getState()).toMatchObject({ error: true, items: [fav('a', 10), fav('b', 5)] });
  });

  it('a change is refused when the server’s list cannot be read, so it is never overwritten', async () => {
    const server = remote([fav('b', 5)]);
    server.read.mockRejectedValue(new Error('down'));
    const store = favoritesOf(memoryStorage(), server, true, 1);
    await expect(store.toggle('a', 'device')).rejects.toBeInstanceOf(FavoritesUnavailableError);
    expect(server.save).not.toHaveBeenCalled();
  });
});

describe('cart opening (spec 4.3)', () => {
  it('"the cart opens automatically on the first add-to-cart; an updated flag is then set so it does not reopen"', () => {
    const flags = memoryStorage();
    const opener = createCartOpener({ get: flags.getItem, set: flags.setItem }, createAtoms());
    expect(opener.added('Pixel 10')).toBe('opened');
    expect(opener.getState()).toEqual({ open: true, lastAdded: 'Pixel 10' });
    expect(flags.getItem(CART_UPDATED_FLAG)).toBe('true');
    opener.close();
    expect(opener.added('Case')).toBe('told');
    expect(opener.getState()).toEqual({ open: false, lastAdded: 'Case' });
    // A new page in the same session reads the flag.
    expect(createCartOpener({ get: flags.getItem, set: flags.setItem }, createAtoms()).added('x')).toBe('told');
  });
});
