import { OPEN_REDIRECT_PAYLOADS } from '@carrier/safety';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_FORM,
  LOG_LIMIT,
  appendLog,
  chromeReducer,
  formProperties,
  readLaunch,
  tabLabels,
  type LogEntry,
} from '../app-side.js';

const call = (type: string, payload: unknown) => ({ kind: 'call', type, payload }) as const;

describe('what the simulated app draws', () => {
  it('keeps the last message of each kind: bar, title, tab bar, icons, chat, help, loaded page', () => {
    let chrome = chromeReducer({}, { kind: 'hello' });
    expect(chrome).toEqual({});
    const navigation = {
      pattern: 'E',
      leading: 'close',
      alerts: false,
      settings: false,
      stores: false,
      signIn: false,
      confirmClose: true,
    };
    chrome = chromeReducer(chrome, call('updateNavigation', navigation) as never);
    chrome = chromeReducer(chrome, call('setTitle', { title: 'Cart', tabIndex: 2 }) as never);
    chrome = chromeReducer(chrome, call('updateTab', { visible: false, tabIndex: 2 }) as never);
    chrome = chromeReducer(
      chrome,
      call('shopNavIcons', { wishlist: { visible: true, count: 1 }, cart: { visible: true, count: 2 } }) as never,
    );
    chrome = chromeReducer(
      chrome,
      call('updateChatFab', { visible: true, text: 'Chat', expandDuration: 3, textSize: 13 }) as never,
    );
    chrome = chromeReducer(chrome, call('setHAB', { visible: true, invocationTime: 500 }) as never);
    chrome = chromeReducer(
      chrome,
      call('webPageLoaded', { pageName: 'cart', url: '/sales/digital/cart.html' }) as never,
    );
    const unchanged = chromeReducer(
      chrome,
      call('supportPayLoad', { pageName: 'cart', flowName: '', cartId: null }) as never,
    );
    expect(unchanged).toBe(chrome);
    expect(chrome).toMatchObject({
      navigation,
      title: { title: 'Cart', tabIndex: 2 },
      tab: { visible: false },
      icons: { cart: { count: 2 } },
      chat: { text: 'Chat' },
      help: { invocationTime: 500 },
      loaded: { pageName: 'cart' },
    });
  });
});

describe('the message log', () => {
  it('puts the newest first, numbers entries, trims long details and keeps at most the limit', () => {
    let log: LogEntry[] = [];
    for (let i = 0; i < LOG_LIMIT + 5; i++)
      log = appendLog(log, { direction: 'web → app', kind: 'setTitle', detail: 'x' });
    expect(log).toHaveLength(LOG_LIMIT);
    expect(log[0]?.seq).toBe(LOG_LIMIT + 5);
    expect(appendLog([], { direction: 'refused', kind: 'x', detail: 'y'.repeat(5000) })[0]?.detail).toHaveLength(2000);
  });
});

describe('the app properties chosen in the form', () => {
  it('are sent as the app would send them', () => {
    expect(formProperties({ ...DEFAULT_APP_FORM, tabIndex: '1', lastTwoDigits: '07' })).toEqual({
      ok: true,
      properties: {
        lob: 'vzw',
        appReleaseVersion: '21.4.0',
        guestCheckout: false,
        trueGuestCheckout: false,
        deviceAuthenticated: false,
        lastTwoDigits: '07',
        isTabBarFlowAllowed: true,
        tabIndex: 1,
      },
    });
    const prospect = formProperties({ ...DEFAULT_APP_FORM, lob: '' });
    expect(prospect.ok && prospect.properties.lob).toBeUndefined();
  });

  it.each([
    [{ appReleaseVersion: '21.beta' }, 'appReleaseVersion'],
    [{ lastTwoDigits: '4' }, 'lastTwoDigits'],
    [{ tabIndex: 'two' }, 'tabIndex'],
  ])('a wrong value (%j) is refused, naming the field', (change, field) => {
    const result = formProperties({ ...DEFAULT_APP_FORM, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(field);
  });
});

describe('the tab bar of the app', () => {
  it('has the shop at tab 1 in the wireline and prospect apps, at tab 2 in the others (spec 2.8)', () => {
    expect(tabLabels('vzt')[1]).toBe('Shop');
    expect(tabLabels('vzp')[1]).toBe('Shop');
    expect(tabLabels('vzw')[2]).toBe('Shop');
    expect(tabLabels('')[2]).toBe('Shop');
  });
});

describe('launch URLs the app takes over (spec 7.4)', () => {
  it('reads the target and a goto on the site', () => {
    expect(
      readLaunch('/mobile/nsa/nos/gw/launchapp/guestCheckout', '?goto=%2Fsales%2Fdigital%2Fcheckout.html'),
    ).toEqual({
      target: 'guestCheckout',
      goto: '/sales/digital/checkout.html',
    });
  });

  it('drops a goto off the site, and reads other pages and unknown targets as no launch', () => {
    expect(readLaunch('/mobile/nsa/nos/gw/launchapp/oauthSignIn', '?goto=https%3A%2F%2Fevil.example')).toEqual({
      target: 'oauthSignIn',
      goto: undefined,
    });
    expect(readLaunch('/mobile/nsa/nos/gw/launchapp/oauthSignIn', '?goto=%2F%2Fevil.example')?.goto).toBeUndefined();
    expect(readLaunch('/mobile/nsa/nos/gw/launchapp/other', '')).toBeUndefined();
    expect(readLaunch('/sales/digital/cart.html', '')).toBeUndefined();
  });

  it('takes over a launch with any open-redirect payload and returns only to a page of the site', () => {
    const STORE = 'http://localhost:4200';
    for (const payload of OPEN_REDIRECT_PAYLOADS)
      for (const search of [
        `?goto=${encodeURIComponent(payload)}`,
        `?goto=${encodeURIComponent(encodeURIComponent(payload))}`,
      ]) {
        const goto = readLaunch('/mobile/nsa/nos/gw/launchapp/oauthSignIn', search)?.goto;
        if (goto !== undefined) expect(new URL(goto, STORE).origin, JSON.stringify(payload)).toBe(STORE);
      }
  });
});
