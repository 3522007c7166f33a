import {
  detectApp,
  detectTransport,
  createNativeBridge,
  isAuthenticatedGuest,
  type NavConfig,
  type NavPattern,
} from '@carrier/native-bridge';
import { readCookie } from '@carrier/http-client';
import type { StorefrontDeps } from '../context.js';
import type { DataLayerHost } from '../analytics.js';
import { createWebViewApp } from '../webview/app.js';
import { createBrowserStorefront, pageCookies, type BrowserStorefrontOptions } from './browser.js';
import type { PageTraits } from '../journey.js';

export interface WebViewStorefrontOptions extends BrowserStorefrontOptions {
  /**
   * The exact origin of an app that hosts the store in a frame (the native-app simulator); postMessage is
   * used with it alone. The store's own origin when left out. The iOS and Android apps need none.
   */
  readonly appOrigin?: string | undefined;
  readonly patternFor?: (traits: PageTraits, loggedIn: boolean) => NavPattern;
  readonly nav?: NavConfig;
  /**
   * The shop variant flag (spec 6.2): an app of version 20 or higher has its own shop tab, with the shop's
   * categories; the web view's shop landing then leaves them to it.
   */
  readonly shopVariant?: boolean;
}

/**
 * The store's options inside the app, in the browser and on the store server alike: the app's channel id (an app
 * that frames the store, the simulator, is taken as the iOS app unless its user agent says otherwise), no global
 * chrome, and help as the app's chat button (updateChatFab) rather than the web's video popups.
 */
export function inAppOptions<T extends BrowserStorefrontOptions>(options: T, userAgent: string): T {
  return {
    ...options,
    channelId: detectApp(userAgent)?.channelId ?? 'VZW-MFA-IOS',
    shell: { ...options.shell, inApp: true },
    assist: { videoPages: [], ...options.assist },
  };
}

/**
 * The store inside the carrier's native app: the browser store with no global header, footer or app banner,
 * the app's channel id, and the native bridge that tells the app each page's title and chrome (spec 2.8, 7.4).
 */
export function createWebViewStorefront(options: WebViewStorefrontOptions): StorefrontDeps {
  const deps = createBrowserStorefront(inAppOptions(options, navigator.userAgent));
  const report = (error: unknown) => void deps.errors.report(error);
  const inFrame = window.parent !== window;
  const bridge = createNativeBridge({
    transport: detectTransport(window as never, {
      parent: inFrame ? window.parent : undefined,
      appOrigin: options.appOrigin ?? window.location.origin,
      events: window,
      onRejected: report,
    }),
    onError: report,
    atoms: deps.atoms,
  });
  const host = window as unknown as DataLayerHost;
  const app = createWebViewApp({
    bridge,
    atoms: deps.atoms,
    storage: window.sessionStorage,
    report,
    flowName: () => host.vzdl?.page?.flow ?? '',
    cartId: () => readCookie(pageCookies(), 'cartId'),
    ...(options.patternFor ? { patternFor: options.patternFor } : {}),
    ...(options.nav ? { nav: options.nav } : {}),
    ...(options.shopVariant !== undefined ? { shopVariant: options.shopVariant } : {}),
  });
  // In the app, a guest the app authenticated (or a true guest) checks out as a guest (spec 4.2), with or without
  // a guest session of the services.
  const visitor = () => {
    const seen = deps.visitor();
    const guest = isAuthenticatedGuest({ loggedIn: seen.loggedIn, inApp: true, properties: app.getState().properties });
    return guest ? { ...seen, prospect: false } : seen;
  };
  return {
    ...deps,
    visitor,
    app,
    page: {
      ...deps.page,
      setTitle(title) {
        deps.page.setTitle(title);
        app.setTitle(title);
      },
    },
  };
}
