import { createAtoms } from '@carrier/store';
// @vitest-environment jsdom
import {
  createAppEndpoint,
  createNativeBridge,
  type AppProperties,
  type NativeBridge,
  type WebViewMessage,
} from '@carrier/native-bridge';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  detachedJourneyWorld,
  journeyDepsOf,
  memoryStorage,
  renderStore,
  testDeps,
  testShell,
} from '@carrier/storefront/testing';
import { createWebViewApp } from '@carrier/storefront/testing';
import { WEBVIEW } from '../config.js';

function appPair(
  properties: AppProperties | (() => Promise<AppProperties>),
  params: Readonly<Record<string, string>> = {},
) {
  const calls: WebViewMessage[] = [];
  const asked: string[] = [];
  let toWeb: ((raw: unknown) => void) | undefined;
  const endpoint = createAppEndpoint({
    post: (message) => toWeb?.(JSON.parse(JSON.stringify(message))),
    handlers: {
      getParam: ({ name }) => {
        asked.push(name);
        return { name, value: params[name] ?? null };
      },
      fetchClientParameters: () => (typeof properties === 'function' ? properties() : properties),
    },
    onMessage: (message) => calls.push(message),
  });
  const bridge = createNativeBridge({
    transport: {
      kind: 'postMessage',
      send: (m) => void Promise.resolve().then(() => endpoint.receive(JSON.parse(JSON.stringify(m)))),
      listen: (receive) => {
        toWeb = receive;
        return () => (toWeb = undefined);
      },
    },
  });
  const sent = <T extends string>(type: T) =>
    calls.filter((m): m is Extract<WebViewMessage, { kind: 'call' }> => m.kind === 'call' && m.type === type);
  return { bridge, endpoint, sent, asked };
}

function renderInApp(path: string, bridge: NativeBridge, loggedIn = false, storage = memoryStorage()) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const report = vi.fn();
  const app = createWebViewApp({
    bridge,
    atoms: createAtoms(),
    storage,
    report,
    flowName: () => 'NSE',
    cartId: () => 'C-1',
  });
  const deps = testDeps({
    journeys: WEBVIEW.journeys,
    journeyDeps: journeyDepsOf(WEBVIEW.journeys, detachedJourneyWorld()),
    app,
    currentHref: () => `http://localhost${history.location.href}`,
    page: { setTitle: (title) => app.setTitle(title), setLanguage: vi.fn(), print: vi.fn() },
    shell: testShell({ inApp: true, loggedIn: () => loggedIn }),
  });
  renderStore(deps, history);
  return { deps, history, report, app };
}

describe('the web view speaks for each page (spec 2.8, 7.4)', () => {
  it('asks for the page pattern, the tab bar, icons, chat and help, and says the page loaded; no global header', async () => {
    const { bridge, sent } = appPair({ lob: 'vzt', appReleaseVersion: '21.4.0' });
    renderInApp('/sales/digital/favorites.html', bridge);
    await waitFor(() => expect(sent('webPageLoaded')).toHaveLength(1));
    expect(sent('updateNavigation')[0]?.payload).toEqual({
      pattern: 'F',
      leading: 'back',
      alerts: false,
      settings: false,
      stores: false,
      signIn: false,
      confirmClose: false,
    });
    expect(sent('updateTab')[0]?.payload).toEqual({ visible: true, tabIndex: 1 });
    // Pattern F on an app from 9.0 hides the app's own wishlist and cart icons.
    expect(sent('shopNavIcons')[0]?.payload).toEqual({
      wishlist: { visible: false, count: 0 },
      cart: { visible: false, count: 0 },
    });
    expect(sent('updateChatFab')[0]?.payload).toEqual({
      visible: true,
      text: 'Chat with us',
      expandDuration: 3,
      textSize: 13,
    });
    expect(sent('setHAB')[0]?.payload).toEqual({ visible: true, invocationTime: 500 });
    expect(sent('supportPayLoad')[0]?.payload).toEqual({ pageName: 'favorites', flowName: 'NSE', cartId: 'C-1' });
    expect(sent('dataPassForSalesSupport')[0]?.payload).toEqual({
      pageName: 'favorites',
      data: { flowName: 'NSE', cartItems: 0, loggedIn: false },
    });
    expect(sent('webPageLoaded')[0]?.payload).toEqual({ pageName: 'favorites', url: '/sales/digital/favorites.html' });
    await waitFor(() => expect(sent('setTitle').at(-1)?.payload).toMatchObject({ tabIndex: 1 }));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('an older app gets the fallback pattern and keeps its icons', async () => {
    const { bridge, sent } = appPair({ lob: 'vzw', appReleaseVersion: '8.2' });
    renderInApp('/sales/digital/favorites.html', bridge);
    await waitFor(() => expect(sent('updateNavigation')).toHaveLength(1));
    expect(sent('updateNavigation')[0]?.payload).toMatchObject({ pattern: 'C', alerts: true });
    expect(sent('shopNavIcons')[0]?.payload).toMatchObject({ wishlist: { visible: true } });
    expect(sent('updateTab')[0]?.payload).toEqual({ visible: true, tabIndex: 2 });
  });

  it('the app can turn the tab bar off; a prospect is offered sign in on browsing pages', async () => {
    const { bridge, sent } = appPair({ appReleaseVersion: '21.0', isTabBarFlowAllowed: false });
    renderInApp('/sales/digital/smartphones.html', bridge);
    await waitFor(() => expect(sent('updateNavigation')).toHaveLength(1));
    expect(sent('updateNavigation')[0]?.payload).toMatchObject({ pattern: 'B1', signIn: true, stores: true });
    expect(sent('updateTab')[0]?.payload).toMatchObject({ visible: false });
  });

  it('"getParam" (spec 7.4): an app whose parameters leave out its release version and line of business is asked for each by name, and its bar and title are drawn from the answers (spec 2.8)', async () => {
    const { bridge, sent, asked } = appPair({}, { appReleaseVersion: '8.2', lob: 'vzt' });
    renderInApp('/sales/digital/favorites.html', bridge);
    await waitFor(() => expect(sent('updateNavigation')).toHaveLength(1));
    expect(asked.sort()).toEqual(['appReleaseVersion', 'lob']);
    // 8.2 is below pattern F's minimum: the fallback pattern, with the app's icons kept; vzt's title tab is 1.
    expect(sent('updateNavigation')[0]?.payload).toMatchObject({ pattern: 'C' });
    expect(sent('updateTab')[0]?.payload).toEqual({ visible: true, tabIndex: 1 });
  });

  it('an app that says its release version and line of business in its parameters is not asked again', async () => {
    const { bridge, sent, asked } = appPair({ lob: 'vzw', appReleaseVersion: '21.4.0' });
    renderInApp('/sales/digital/favorites.html', bridge);
    await waitFor(() => expect(sent('webPageLoaded')).toHaveLength(1));
    expect(asked).toEqual([]);
  });

  it('a getParam answer that is no line of business is reported and left out: the default tab', async () => {
    const { bridge, sent } = appPair({ appReleaseVersion: '21.4.0' }, { lob: '<script>' });
    const { report } = renderInApp('/sales/digital/favorites.html', bridge);
    await waitFor(() => expect(sent('updateTab')).toHaveLength(1));
    expect(sent('updateTab')[0]?.payload).toEqual({ visible: true, tabIndex: 2 });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ name: 'AppPropertiesError' }));
  });

  it('nothing is decided until the app has answered who the visitor is', async () => {
    let answer: (p: AppProperties) => void = () => undefined;
    const { bridge, sent } = appPair(() => new Promise<AppProperties>((resolve) => (answer = resolve)));
    const { deps } = renderInApp('/sales/digital/checkout.html', bridge);
    // The store has asked the app who the visitor is, and is waiting for the answer.
    await waitFor(() => expect(sent('fetchClientParameters')).toHaveLength(1));
    await act(async () => undefined);
    expect(sent('updateNavigation')).toHaveLength(0);
    expect(deps.navigate).not.toHaveBeenCalled();
    act(() => answer({ guestCheckout: true, lastTwoDigits: '42' }));
    await waitFor(() => expect(sent('webPageLoaded')).toHaveLength(1));
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('guests and prospects on protected pages (spec 4.2, 6.5)', () => {
  it('a guest not yet authenticated goes to the app guest authentication, coming back to the page', async () => {
    const { bridge, sent } = appPair({ guestCheckout: true });
    const { deps } = renderInApp('/sales/digital/checkout.html?step=1', bridge);
    await waitFor(() =>
      expect(deps.navigate).toHaveBeenCalledWith(
        `/mobile/nsa/nos/gw/launchapp/guestCheckout?goto=${encodeURIComponent('/sales/digital/checkout.html?step=1')}`,
      ),
    );
    expect(sent('webPageLoaded')).toHaveLength(0);
  });

  it('a prospect who is no guest goes to the app sign-in; a signed-in customer stays', async () => {
    const first = appPair({ lob: 'vzw', guestCheckout: true });
    const one = renderInApp('/sales/digital/payment.html', first.bridge);
    await waitFor(() =>
      expect(one.deps.navigate).toHaveBeenCalledWith(expect.stringMatching(/launchapp\/oauthSignIn\?goto=/)),
    );
  });
});

describe("the app bar's buttons", () => {
  it("close in a flow asks 'Are You Sure': No stays, Yes leaves for the shop", async () => {
    const user = userEvent.setup();
    const { bridge, endpoint, sent } = appPair({ lob: 'vzw', appReleaseVersion: '21.0' });
    const { history } = renderInApp('/sales/digital/protection.html', bridge);
    await waitFor(() =>
      expect(sent('updateNavigation')[0]?.payload).toMatchObject({ pattern: 'E', confirmClose: true }),
    );
    act(() => endpoint.action('close'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure' });
    expect(dialog).toHaveTextContent('You will lose your progress if you leave this flow.');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(history.location.pathname).toBe('/sales/digital/protection.html');
    act(() => endpoint.action('close'));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(history.location.pathname).toBe('/sales/digital/shop.html'));
  });

  it('back goes back; sign in opens the app sign-in for this page', async () => {
    const { bridge, endpoint, sent } = appPair({ appReleaseVersion: '21.0' });
    const { history, deps } = renderInApp('/sales/digital/smartphones.html', bridge);
    await waitFor(() => expect(sent('webPageLoaded')).toHaveLength(1));
    act(() => history.push('/sales/digital/plans.html'));
    await waitFor(() => expect(sent('webPageLoaded')).toHaveLength(2));
    act(() => endpoint.action('signIn'));
    expect(deps.navigate).toHaveBeenCalledWith(
      `/mobile/nsa/nos/gw/launchapp/oauthSignIn?goto=${encodeURIComponent('/sales/digital/plans.html')}`,
    );
    act(() => endpoint.action('back'));
    await waitFor(() => expect(history.location.pathname).toBe('/sales/digital/smartphones.html'));
  });
});

describe('the app properties (spec 3.3)', () => {
  it('are kept in session storage and used at once on the next page, then refreshed', async () => {
    const storage = memoryStorage();
    storage.setItem('appProperties', JSON.stringify({ lob: 'vzt' }));
    const { bridge } = appPair({ lob: 'vzw', appReleaseVersion: '21.0' });
    const app = createWebViewApp({
      bridge,
      atoms: createAtoms(),
      storage,
      report: vi.fn(),
      flowName: () => '',
      cartId: () => undefined,
    });
    expect(app.getState()).toEqual({ status: 'ready', properties: { lob: 'vzt' } });
    await waitFor(() => expect(app.getState().properties).toEqual({ lob: 'vzw', appReleaseVersion: '21.0' }));
    expect(JSON.parse(storage.getItem('appProperties') ?? '')).toEqual({ lob: 'vzw', appReleaseVersion: '21.0' });
  });

  it('an app that answers wrongly is reported; without kept properties the state says it failed', async () => {
    const report = vi.fn();
    const { bridge } = appPair({ lob: 'nope' } as unknown as AppProperties);
    const app = createWebViewApp({
      bridge,
      atoms: createAtoms(),
      storage: memoryStorage(),
      report,
      flowName: () => '',
      cartId: () => undefined,
    });
    expect(app.getState().status).toBe('loading');
    await waitFor(() => expect(app.getState().status).toBe('failed'));
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ name: 'BridgeMessageError' }));
  });
});
