import { describe, expect, it, vi } from 'vitest';
import { COOKIE_EXPIRY_OFFSET_MS, STORE_COOKIES, expiredCookieAssignments, taskCookies } from '../platform/cookies.js';
import { createErrorLogger } from '@carrier/error-catalogue';
import {
  STORE_REDIRECT_TO_CHECKOUT_PATTERNS,
  deferredErrorReporting,
  runErrorAction,
  type ErrorActionWorld,
  type LoadedErrorReporting,
} from '../platform/errors.js';
import { createErrorReporting } from '../platform/error-reporting.js';
import { PROSPECT_ID_KEY, keepProspectId } from '../platform/prospect-id.js';
import { fakeWorld } from '../testing/fake-world.js';

const world = fakeWorld;

describe('running the actions of spec 8.4', () => {
  it('goes to the scheduled-order page and to the fallback cart page', () => {
    const w = world();
    runErrorAction({ type: 'scheduledOrder', url: '/sales/digital/error/genericError.html?type=SCHEDULED_ORDER' }, w);
    runErrorAction({ type: 'cartFallback', url: '/sales/next/expresscart.html?redirect=detailsnotfound' }, w);
    expect(w.navigate).toHaveBeenNthCalledWith(1, '/sales/digital/error/genericError.html?type=SCHEDULED_ORDER');
    expect(w.navigate).toHaveBeenNthCalledWith(2, '/sales/next/expresscart.html?redirect=detailsnotfound');
  });

  it('logs out in order: stop services, clear storage, clear cookies, session logout', () => {
    const order: string[] = [];
    const track = (step: string) => () => void order.push(step);
    const w: ErrorActionWorld = {
      ...world(),
      stopServices: track('stopServices'),
      clearStorage: track('clearStorage'),
      clearCookies: track('clearCookies'),
      sessionLogout: track('sessionLogout'),
    };
    runErrorAction({ type: 'logout', steps: ['stopServices', 'clearStorage', 'clearCookies', 'sessionLogout'] }, w);
    expect(order).toEqual(['stopServices', 'clearStorage', 'clearCookies', 'sessionLogout']);
  });

  it('reloads, or only notifies', () => {
    const w = world();
    runErrorAction({ type: 'reload' }, w);
    runErrorAction({ type: 'notify' }, w);
    expect(w.reload).toHaveBeenCalledTimes(1);
    expect(w.navigate).not.toHaveBeenCalled();
  });
});

describe('the redirect-to-checkout patterns (spec 5.3, 8.2)', () => {
  it("a service's refusal in the patterns' words, any case, takes the customer to the site's checkout and is logged as INFO", async () => {
    const logged: string[] = [];
    const w = world();
    const logger = createErrorLogger({
      send: async (record) => void logged.push(record.messageType),
      page: () => ({ pageUrl: 'https://store.example/sales/digital/cart.html' }),
      config: { redirectToCheckoutPatterns: STORE_REDIRECT_TO_CHECKOUT_PATTERNS },
      setTimeout: (send) => send(),
    });
    const errors = createErrorReporting(logger, w);
    const action = errors.handleServiceError({
      id: '2501',
      message: 'Your cart is ready. Please Proceed To Checkout.',
    });
    expect(action).toEqual({ type: 'checkout' });
    expect(w.navigate).toHaveBeenCalledWith('/sales/digital/checkout.html');
    expect(errors.handleServiceError({ id: '2501', message: 'Out of stock' })).toEqual({ type: 'notify' });
    await vi.waitFor(() => expect(logged).toEqual(['INFO', 'ERROR']));
  });
});

describe('a service that asks for a chat offer with its error (spec 3.6)', () => {
  const reporting = (offerChat: (message: string | undefined) => void) =>
    createErrorReporting({ log: () => undefined } as unknown as Parameters<typeof createErrorReporting>[0], {
      ...world(),
      offerChat,
    });

  it('proactiveChatIndicator Y offers the chat with proactiveChatCustomMSG; without it, none', () => {
    const offers: (string | undefined)[] = [];
    const errors = reporting((message) => offers.push(message));
    errors.handleServiceError({ id: 'X', message: 'm', proactiveChatIndicator: 'Y', proactiveChatCustomMSG: 'Chat?' });
    errors.report({ id: 'X', message: 'm', proactiveChatIndicator: 'Y' });
    errors.report({ id: 'X', message: 'm', proactiveChatIndicator: 'N', proactiveChatCustomMSG: 'ignored' });
    expect(offers).toEqual(['Chat?', undefined]);
  });
});

describe('an error id the store’s rules do not act on is asked about (fraudservice/error/lookup, spec 7.3)', () => {
  const quiet = { log: () => undefined } as unknown as Parameters<typeof createErrorReporting>[0];
  const refusal = (id: string) => ({ id, message: 'The cart could not be found in this session.' });

  it('the action the error service names is run: its fallback cart for this visitor', async () => {
    const w = world();
    const lookup = vi.fn(async () => 'cartFallback' as const);
    const errors = createErrorReporting(quiet, w, lookup);
    expect(errors.handleServiceError(refusal('4471'))).toEqual({ type: 'notify' });
    await vi.waitFor(() =>
      expect(w.navigate).toHaveBeenCalledWith('/sales/next/expresscart.html?redirect=detailsnotfound'),
    );
    expect(lookup).toHaveBeenCalledWith('4471');
  });

  it('an id the rules act on, an error that is no service item and a repeated id are not asked about; a failed lookup leaves the notice', async () => {
    const w = world();
    const lookup = vi.fn(async (): Promise<'notify'> => {
      throw new Error('lookup failed');
    });
    const errors = createErrorReporting(quiet, w, lookup);
    errors.handleServiceError(refusal('1022'));
    errors.handleServiceError(new TypeError('Failed to fetch'));
    errors.handleServiceError(refusal('5123'));
    errors.handleServiceError(refusal('5123'));
    await vi.waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    expect(lookup).toHaveBeenCalledWith('5123');
    // 1022 took the customer to the fallback cart by the store's own rule; the failed lookup added nothing.
    expect(w.navigate).toHaveBeenCalledTimes(1);
    expect(w.reload).not.toHaveBeenCalled();
  });
});

describe('the error reporting’s code is a chunk of its own, fetched as the store starts', () => {
  /** The loaded reporting, with what it was asked in order; its chunk arrives when `arrive` is called. */
  const chunk = () => {
    const asked: string[] = [];
    const loaded: LoadedErrorReporting = {
      report: (error) => void asked.push(`report ${String(error)}`),
      handleServiceError: (error) => (asked.push(`handle ${String(error)}`), { type: 'reload' }),
      classify: (error) => ({
        errorClass: 'scriptError',
        suffix: 'J',
        category: 'UIError',
        name: 'Error',
        message: String(error),
      }),
      flush: async () => void asked.push('flush'),
    };
    let arrive: (value: LoadedErrorReporting) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<LoadedErrorReporting>((resolve, reject) => {
          arrive = resolve;
          fail = reject;
        }),
    );
    return { asked, loaded, load, arrive: () => arrive(loaded), fail: () => fail(new Error('offline')) };
  };

  it('what fails before it has come is reported once it has, in order; after that at once', async () => {
    const code = chunk();
    const errors = deferredErrorReporting(code.load);
    errors.report('first');
    expect(errors.handleServiceError('second')).toEqual({ type: 'notify' });
    expect(errors.classify('third')).toEqual({});
    expect(code.asked).toEqual([]);
    code.arrive();
    await errors.ready();
    expect(code.asked).toEqual(['report first', 'handle second']);
    expect(errors.handleServiceError('fourth')).toEqual({ type: 'reload' });
    expect(errors.classify('fifth')).toMatchObject({ errorClass: 'scriptError', message: 'fifth' });
    await errors.flush();
    expect(code.asked.slice(2)).toEqual(['handle fourth', 'flush']);
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to arrive is fetched again by the next error, and nothing waiting is lost', async () => {
    const code = chunk();
    const errors = deferredErrorReporting(code.load);
    errors.report('first');
    code.fail();
    await expect(errors.ready()).rejects.toThrow('offline');
    errors.report('second');
    expect(code.load).toHaveBeenCalledTimes(2);
    code.arrive();
    await errors.ready();
    expect(code.asked).toEqual(['report first', 'report second']);
  });
});

describe('cookies (spec 3.4)', () => {
  it('are expired by setting their expiry three days back', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(COOKIE_EXPIRY_OFFSET_MS).toBe(259_200_000);
    const assignments = expiredCookieAssignments(now);
    expect(assignments).toHaveLength(STORE_COOKIES.length);
    expect(assignments[0]).toBe('loggedIn=; expires=Wed, 18 Nov 2026 10:00:00 GMT; path=/');
  });

  it('are expired on the domain the site’s hosts share as well, when there is one', () => {
    const assignments = expiredCookieAssignments(Date.parse('2026-11-21T10:00:00Z'), ['cartId'], 'store.localhost');
    expect(assignments).toEqual([
      'cartId=; expires=Wed, 18 Nov 2026 10:00:00 GMT; path=/',
      'cartId=; expires=Wed, 18 Nov 2026 10:00:00 GMT; path=/; domain=store.localhost',
    ]);
  });
});

describe('cookies read once per task', () => {
  it('reads document.cookie once until the task is done, and again after a write', () => {
    let reads = 0;
    let stored = 'loggedIn=1';
    const doc = {
      get cookie() {
        reads += 1;
        return stored;
      },
      set cookie(assignment: string) {
        stored = assignment;
      },
    };
    const drops: (() => void)[] = [];
    const jar = taskCookies(doc, (drop) => drops.push(drop));
    expect([jar.read(), jar.read(), jar.read()]).toEqual(['loggedIn=1', 'loggedIn=1', 'loggedIn=1']);
    expect(reads).toBe(1);
    jar.write('role=guest');
    expect(jar.read()).toBe('role=guest');
    expect(reads).toBe(2);
    stored = 'cartId=7';
    drops.forEach((drop) => drop());
    expect(jar.read()).toBe('cartId=7');
  });
});

describe('the prospect id (spec 3.3: engageUserId)', () => {
  const memory = () => {
    const entries = new Map<string, string>();
    return {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
    };
  };

  it("a link's engageUserId is kept in session storage and read back on the next pages", () => {
    const storage = memory();
    expect(keepProspectId('https://store.example/sales/digital/shop.html?engageUserId=ENG-4821', storage)).toBe(
      'ENG-4821',
    );
    expect(storage.getItem(PROSPECT_ID_KEY)).toBe('ENG-4821');
    expect(keepProspectId('https://store.example/sales/digital/plans.html', storage)).toBe('ENG-4821');
  });

  it('a value that is not an id is neither kept nor sent; the kept one stays', () => {
    const storage = memory();
    expect(keepProspectId('https://store.example/?engageUserId=%3Cscript%3E', storage)).toBeUndefined();
    expect(keepProspectId(`https://store.example/?engageUserId=${'a'.repeat(65)}`, storage)).toBeUndefined();
    keepProspectId('https://store.example/?engageUserId=ENG-1', storage);
    expect(keepProspectId('https://store.example/?engageUserId=bad%20id', storage)).toBe('ENG-1');
    storage.setItem(PROSPECT_ID_KEY, 'tampered value');
    expect(keepProspectId('https://store.example/', storage)).toBeUndefined();
  });
});
