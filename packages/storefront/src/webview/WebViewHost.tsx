import { ConfirmDialog } from '@carrier/design-system';
import { CANCEL_FLOW_TEXTS, launchAppUrl, navLayout, protectedPageRedirect } from '@carrier/native-bridge';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useStorefront } from '../context.js';
import { pageNamesWith, type PageTraits } from '../journey.js';
import { WEB_VIEW_TEXTS, queryNav, titleTabIndex } from './pages.js';
import type { WebViewApp } from './app.js';
import { useValueOf } from '../atoms.js';

/** The app's chat button (spec 9): expand duration 3, text size 13. */
export const CHAT_FAB = { expandDuration: 3, textSize: 13 } as const;
/** The app's help-and-assistance button shows after this long (spec 9: habInvocationTime 500 ms). */
export const HAB_INVOCATION_TIME_MS = 500;

/**
 * Speaks for each page of the store to the native app (spec 2.8, 6.5, 7.4): sends guests and prospects on
 * protected pages to the app's sign-in, then asks for the page's navigation bar, tab bar, icons, chat and help
 * buttons, hands over the support data and the sale's data for sales support, and says the page loaded. Answers the bar's back, close (asking 'Are
 * You Sure' in a flow) and sign in.
 */
export function WebViewHost({
  app,
  pageName,
  traits,
}: {
  readonly app: WebViewApp;
  readonly pageName: string | undefined;
  /** The page's traits, from its manifest row: its pattern, whether it is protected in the app. */
  readonly traits: PageTraits;
}) {
  const { site, shell, favorites: favoritesStore, cart, navigate, currentHref, homePath, journeys } = useStorefront();
  const router = useRouter();
  const { status, properties } = useValueOf(app);
  const favorites = useValueOf(favoritesStore).items.length;
  const loggedIn = shell.loggedIn();
  const href = currentHref();
  const url = new URL(href);
  const path = `${url.pathname}${url.search}`;
  // A page is protected as its manifest row says; a page this build does not have is known by its file name, as one of
  // the pages of the app's journeys that are protected (a checkout step of another base).
  const fileName = /([^/]+)\.html$/.exec(url.pathname)?.[1];
  const isProtected =
    pageName === undefined
      ? fileName !== undefined && pageNamesWith(journeys, (page) => page.protectedInApp === true).includes(fileName)
      : traits.protectedInApp === true;
  const cartCount = cart.count();
  const pattern = app.patternFor(traits, loggedIn);
  const version = properties.appReleaseVersion;
  // What the page's query asks of the bars (spec 2.6): a back button or none, the tab bar, a shop flow.
  const search = url.search;
  const asked = useMemo(() => queryNav(search), [search]);
  // Closing a shop flow asks first (spec 2.8); every app draws E, the flow's pattern.
  const confirmClose = pattern === 'E' || asked.shopFlow === true;
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    // Until the app has said who the visitor is, nothing is decided about them.
    if (status === 'loading') return;
    const redirect = protectedPageRedirect({
      inApp: true,
      loggedIn,
      properties,
      isProtected,
      returnPath: path,
    });
    if (redirect) {
      navigate(redirect);
      return;
    }
    const { bridge } = app;
    const layout = navLayout(pattern, version, app.nav);
    const tabIndex = titleTabIndex(properties);
    const icon = (count: number) => ({ visible: !layout.hideWishlistAndCart, count: Math.min(count, 999) });
    bridge.send('updateNavigation', {
      pattern: layout.pattern,
      leading: asked.shopFlow ? 'close' : (asked.leading ?? layout.leading),
      alerts: layout.alerts,
      settings: layout.settings,
      stores: layout.stores,
      signIn: layout.signIn && !loggedIn,
      confirmClose,
    });
    const tabBar = asked.tabBar ?? layout.tabBar;
    bridge.send('updateTab', { visible: tabBar && properties.isTabBarFlowAllowed !== false, tabIndex });
    bridge.send('shopNavIcons', { wishlist: icon(favorites), cart: icon(cartCount) });
    // Chat and help sit over browsing pages; in a flow or a sheet they would cover its buttons.
    bridge.send('updateChatFab', { visible: layout.tabBar, text: WEB_VIEW_TEXTS[site.language].chat, ...CHAT_FAB });
    bridge.send('setHAB', { visible: layout.tabBar, invocationTime: HAB_INVOCATION_TIME_MS });
    bridge.send('supportPayLoad', {
      pageName: pageName ?? '',
      flowName: app.flowName(),
      cartId: app.cartId() ?? null,
    });
    // The app's sales-support screens (a Specialist the customer calls from the app) see where the sale stands: the
    // flow, how many items are in the cart, whether the customer is signed in. Nothing of the customer's own.
    bridge.send('dataPassForSalesSupport', {
      pageName: pageName ?? '',
      data: { flowName: app.flowName(), cartItems: Math.min(cartCount, 999), loggedIn },
    });
    bridge.send('webPageLoaded', { pageName: pageName ?? '', url: path.slice(0, 2048) });
  }, [
    app,
    status,
    properties,
    version,
    pattern,
    pageName,
    isProtected,
    path,
    loggedIn,
    favorites,
    cartCount,
    confirmClose,
    asked,
    navigate,
    site,
  ]);

  useEffect(
    () =>
      app.bridge.onAction((action) => {
        if (action === 'back') router.history.back();
        else if (action === 'signIn') navigate(launchAppUrl('oauthSignIn', path));
        else if (confirmClose) setAsking(true);
        else void router.navigate({ to: homePath });
      }),
    [app, router, navigate, path, confirmClose, homePath],
  );

  const texts = CANCEL_FLOW_TEXTS[site.language];
  return (
    <ConfirmDialog
      open={asking}
      title={texts.title}
      message={texts.body}
      cancelLabel={texts.no}
      confirmLabel={texts.yes}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        void router.navigate({ to: homePath });
      }}
    />
  );
}
