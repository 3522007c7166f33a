import { createValue, type Atoms } from '@carrier/store';
import type { HeldInAtom } from '../atoms.js';
import {
  createAppPropertiesStore,
  type AppProperties,
  type KeyValueStorage,
  type NativeBridge,
  type NavConfig,
  type NavPattern,
} from '@carrier/native-bridge';
import { pagePattern, titleTabIndex } from './pages.js';
import type { PageTraits } from '../journey.js';

/** Where the app properties are: being asked for, known, or not to be had (the app did not answer). */
export type AppPropertiesStatus = 'loading' | 'ready' | 'failed';

export interface WebViewAppState {
  readonly status: AppPropertiesStatus;
  readonly properties: AppProperties;
}

/** The store inside the native app: the bridge, the app's properties, and how pages map to the app's chrome. */
export interface WebViewApp extends HeldInAtom<WebViewAppState> {
  readonly bridge: NativeBridge;
  getState(): WebViewAppState;
  subscribe(listener: () => void): () => void;
  /** The pattern a page asks for, from its manifest row's traits. */
  readonly patternFor: (traits: PageTraits, loggedIn: boolean) => NavPattern;
  /** Minimum app versions of the patterns, and the wishlist-and-cart hiding rule. */
  readonly nav: NavConfig;
  /** The shop variant flag (spec 6.2): with an app of version 20 or higher, the shop is drawn as its variant. */
  readonly shopVariant: boolean;
  /** The flow of the page's data layer, for the app's support screens. */
  readonly flowName: () => string;
  readonly cartId: () => string | undefined;
  /** Tells the app the page's title, for its bar, with the navigation tab (spec 2.8). */
  setTitle(title: string): void;
}

export interface WebViewAppOptions {
  readonly bridge: NativeBridge;
  /** The page's jotai store, where the app's state is held. */
  readonly atoms: Atoms;
  /** Session storage, where the app properties are kept (spec 3.3). */
  readonly storage: KeyValueStorage;
  readonly report: (error: unknown) => void;
  readonly flowName: () => string;
  readonly cartId: () => string | undefined;
  readonly patternFor?: (traits: PageTraits, loggedIn: boolean) => NavPattern;
  readonly nav?: NavConfig;
  readonly shopVariant?: boolean;
}

/**
 * Asks the app for its properties once per page load and keeps them in session storage; what an earlier page
 * kept is used meanwhile, so a page never waits on the app for what it already knows.
 */
export function createWebViewApp(options: WebViewAppOptions): WebViewApp {
  const kept = createAppPropertiesStore(options.storage);
  const stored = kept.read();
  // Each change is the app's state in full.
  const store = createValue<WebViewAppState>(
    { status: stored ? 'ready' : 'loading', properties: stored ?? {} },
    options.atoms,
  );
  const set = store.set;
  options.bridge.request('fetchClientParameters', {}).then(
    async (answered) => {
      // An app that leaves out what the bar is drawn from is asked for it (spec 2.8, 7.4); that code loads only then.
      const properties =
        answered.appReleaseVersion && answered.lob
          ? answered
          : await import('./nav-params.js').then((m) => m.askMissing(options.bridge, answered, options.report));
      kept.write(properties);
      set({ status: 'ready', properties });
    },
    (error: unknown) => {
      options.report(error);
      set({ status: stored ? 'ready' : 'failed', properties: store.getState().properties });
    },
  );
  return {
    bridge: options.bridge,
    getState: store.getState,
    subscribe: (listener) => store.subscribe(() => listener()),
    atom: store.atom,
    atoms: store.atoms,
    patternFor: options.patternFor ?? pagePattern,
    nav: options.nav ?? {},
    shopVariant: options.shopVariant ?? false,
    flowName: options.flowName,
    cartId: options.cartId,
    setTitle(title) {
      options.bridge.send('setTitle', {
        title: title.slice(0, 120),
        tabIndex: titleTabIndex(store.getState().properties),
      });
    },
  };
}
