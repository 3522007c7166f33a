import { createAtoms } from '@carrier/store';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PINNED_BANNER_KEY,
  bannerDismissedKey,
  offerBanner,
  pinnedBanner,
  readBanner,
  type StoreBanner,
} from '../banner.js';
import { StorefrontProvider } from '../context.js';
import { defineJourney, journeyKey } from '../journey.js';
import { TRADE_IN_STEP_GROUP, steerOf } from '../steering.js';
import { renderStore } from '../testing/render-store.js';
import { testDeps, testShell } from '../testing/test-deps.js';
import { detachedStoreServices } from '../testing/world.js';
import { useProcessStepBanner } from '../use-steering.js';

/** The steering pages of a web store: each page name at its path. */
const PAGES: Readonly<Record<string, string>> = {
  validateDevice: '/tradein/validateDevice.html',
  checkout: '/checkout.html',
  cart: '/cart.html',
};
const all = (pageName: string) => PAGES[pageName];

describe('where the services steer a customer (spec 3.7: processStep, spokeJourney)', () => {
  it('spokeJourney TRADE_IN first, then processStep CHECKOUT or CART; SHOP and unknown names steer nowhere', () => {
    expect(steerOf({ processStep: 'CART', spokeJourney: 'TRADE_IN' }, all)).toEqual({
      kind: 'tradeIn',
      path: '/tradein/validateDevice.html',
    });
    expect(steerOf({ processStep: 'checkout', spokeJourney: null }, all)).toEqual({
      kind: 'checkout',
      path: '/checkout.html',
    });
    expect(steerOf({ processStep: 'CART', spokeJourney: 'SOMETHING_NEW' }, all)).toEqual({
      kind: 'cart',
      path: '/cart.html',
    });
    for (const answer of [{ processStep: 'SHOP' }, { processStep: 'constructor' }, { processStep: 42 }, {}])
      expect(steerOf(answer, all)).toBeUndefined();
  });

  it('only to a page the store serves: an app without trade-in steers to the cart instead', () => {
    expect(
      steerOf({ processStep: 'CART', spokeJourney: 'TRADE_IN' }, (name) =>
        name === 'validateDevice' ? undefined : all(name),
      ),
    ).toMatchObject({ kind: 'cart' });
    expect(TRADE_IN_STEP_GROUP).toBe('TRADE_IN');
  });
});

/** A journey whose pages are the steering targets (the test only needs them listed). */
const targets = defineJourney({
  key: journeyKey<undefined>('targets'),
  modules: {},
  source: 'test',
  deps: () => undefined,
  pages: Object.entries(PAGES).map(([pageName, path]) => ({
    path,
    pageName,
    module: './none.tsx',
    component: 'None',
  })),
});

function Steered({ signedIn }: { readonly signedIn: boolean }) {
  useProcessStepBanner(signedIn);
  return null;
}

describe('the banner that leads a signed-in customer back (useProcessStepBanner)', () => {
  const setup = (answer: { processStep: string; spokeJourney: string | null }) => {
    const deps = testDeps({
      journeys: [targets],
      storeServices: { ...detachedStoreServices(), processStep: async () => answer },
    });
    return deps;
  };

  it('pins the trade-in banner with a link to the trade-in, in the site language', async () => {
    const deps = setup({ processStep: 'CART', spokeJourney: 'TRADE_IN' });
    render(
      <StorefrontProvider deps={deps}>
        <Steered signedIn />
      </StorefrontProvider>,
    );
    await waitFor(() => expect(deps.banner.getState()?.id).toBe('steer:tradeIn'));
    expect(deps.banner.getState()).toMatchObject({
      title: 'Your trade-in is not finished',
      action: { label: 'Finish your trade-in', href: `/sales/digital${PAGES.validateDevice}` },
    });
  });

  it('asks nothing for a visitor who is not signed in; a banner the customer closed stays closed', async () => {
    const deps = setup({ processStep: 'CART', spokeJourney: null });
    const { rerender } = render(
      <StorefrontProvider deps={deps}>
        <Steered signedIn={false} />
      </StorefrontProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.banner.getState()).toBeUndefined();
    deps.shell.sessionFlags.set(bannerDismissedKey('steer:cart'), 'true');
    rerender(
      <StorefrontProvider deps={deps}>
        <Steered signedIn />
      </StorefrontProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.banner.getState()).toBeUndefined();
  });

  it('a failed call goes through the service-error actions (id 208: the scheduled-order page)', async () => {
    const failure = { id: '208', message: 'scheduled' };
    const deps = testDeps({
      storeServices: { ...detachedStoreServices(), processStep: () => Promise.reject(failure) },
    });
    render(
      <StorefrontProvider deps={deps}>
        <Steered signedIn />
      </StorefrontProvider>,
    );
    await waitFor(() => expect(deps.errors.handleServiceError).toHaveBeenCalledWith(failure));
  });
});

describe('the pinned banner and the notification state (spec 3.12)', () => {
  const banner: StoreBanner = {
    id: 'steer:cart',
    title: 'Your cart is waiting',
    text: 'Pick up where you left off.',
    action: { label: 'Go to your cart', href: `/sales/digital${PAGES.cart}` },
  };

  it('shows above the page with its link; the state says visible and proactive; closing it keeps it closed', async () => {
    const deps = testDeps({
      shell: testShell(),
      currentHref: () => 'http://localhost/sales/digital/error/genericError.html',
    });
    offerBanner(banner, deps.banner, deps.shell.sessionFlags);
    renderStore(deps, createMemoryHistory({ initialEntries: ['/sales/digital/error/genericError.html'] }));
    const region = (await screen.findByText('Your cart is waiting')).closest('[role="status"]') as HTMLElement;
    expect(within(region).getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/sales/digital/cart.html',
    );
    // Before the page's main content, so the content moves down to make room for it.
    const main = document.getElementById('main')!;
    expect(region.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() =>
      expect(deps.notification.getState()).toMatchObject({ isNotificationVisible: true, proactiveBanner: true }),
    );
    // The page's frame carries the banner's height for sticky parts (jsdom lays nothing out: 0 px).
    expect(main.parentElement?.style.getPropertyValue('--carrier-notice-height')).toBe('0px');
    act(() => fireEvent.click(within(region).getByRole('button')));
    await waitFor(() => expect(screen.queryByText('Your cart is waiting')).toBeNull());
    expect(deps.notification.getState()).toEqual({ isNotificationVisible: false, proactiveBanner: false, height: 0 });
    offerBanner(banner, deps.banner, deps.shell.sessionFlags);
    expect(deps.banner.getState()).toBeUndefined();
  });

  it('on the page it leads to, it is not shown and goes for the session', async () => {
    // On the cart page, the banner that leads to the cart.
    const deps = testDeps({ shell: testShell(), currentHref: () => 'http://localhost/sales/digital/cart.html' });
    offerBanner(banner, deps.banner, deps.shell.sessionFlags);
    renderStore(deps, createMemoryHistory({ initialEntries: ['/sales/digital/error/genericError.html'] }));
    await screen.findAllByRole('heading', { level: 1 });
    // The banner's module has decided: on the page the banner leads to, the banner goes (it was offered above).
    await waitFor(() => expect(deps.banner.getState()).toBeUndefined());
    expect(screen.queryByText('Your cart is waiting')).toBeNull();
    expect(deps.notification.getState().isNotificationVisible).toBe(false);
  });
});

describe('the pinned banner from page to page (session storage)', () => {
  it('is kept while pinned and read back on the next page; closed, it is gone', () => {
    const flags = new Map<string, string>();
    const session = {
      get: (key: string) => flags.get(key) ?? null,
      set: (key: string, value: string) => void flags.set(key, value),
      remove: (key: string) => void flags.delete(key),
    };
    const first = pinnedBanner(createAtoms(), session);
    first.banner.set({
      id: 'steer:cart',
      title: 'T',
      text: 'X',
      action: { label: 'Go', href: '/sales/digital/cart.html' },
    });
    expect(pinnedBanner(createAtoms(), session).banner.getState()).toMatchObject({ id: 'steer:cart' });
    first.banner.set(undefined);
    expect(flags.has(PINNED_BANNER_KEY)).toBe(false);
    expect(pinnedBanner(createAtoms(), session).banner.getState()).toBeUndefined();
  });

  it('what storage holds is read only when it is a banner the store wrote, its link a path of this site', () => {
    const base = { id: 'steer:cart', title: 'T', text: 'X' };
    expect(readBanner(JSON.stringify(base))).toEqual(base);
    for (const href of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])
      expect(readBanner(JSON.stringify({ ...base, action: { label: 'Go', href } }))).toBeUndefined();
    for (const raw of ['{', 'null', '[]', JSON.stringify({ ...base, title: 7 })])
      expect(readBanner(raw)).toBeUndefined();
  });
});

describe('a page restored from the back-forward cache (spec 2.7)', () => {
  it('is drawn afresh on every page: what it held (a busy button, a loader) starts again', async () => {
    const listeners = new Set<() => void>();
    const deps = testDeps({
      shell: testShell({
        onPageRestored: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      }),
      currentHref: () => 'http://localhost/sales/digital/error/genericError.html',
    });
    renderStore(deps, createMemoryHistory({ initialEntries: ['/sales/digital/error/genericError.html'] }));
    const before = await screen.findByRole('heading', { level: 1 });
    act(() => listeners.forEach((listener) => listener()));
    const after = await screen.findByRole('heading', { level: 1 });
    expect(after).not.toBe(before);
    expect(before.isConnected).toBe(false);
    expect(after).toHaveTextContent(before.textContent ?? '');
  });
});
