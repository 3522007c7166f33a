import { restrictedOfferFromQuery } from '@carrier/analytics-tagger';
import {
  Alert,
  Footer,
  Header,
  Loader,
  NOTICE_HEIGHT_PROPERTY,
  type FooterGroup,
  type HeaderProps,
} from '@carrier/design-system';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { Fragment, Suspense, lazy, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { NO_NOTIFICATION, bannerReached } from '../banner.js';
import { retryChatHide } from '@carrier/live-chat-engine';
import { CALL_LINES, callLineFor, setUpClickToCall, type CallLine } from '../click-to-call.js';
import { PREFETCH_DELAY_MS, flowModules, scheduleFlowPrefetch } from '../flow-prefetch.js';
import { nextTestHref } from '../next-test.js';
import { AfterHydration, useHydrated } from '../hydrated.js';
import { usePageTitle, useStorefront } from '../context.js';
import { useLoad } from '../load.js';
import { useRouteStaticData, type PageFlow } from '../page-name.js';
import { CartLockHost } from '../cart/CartLockHost.js';
import { MiniCartHost } from '../cart/MiniCartHost.js';
import { cartResumeTold, resumesCart } from '../cart/resumed-cart.js';
import { FROM_CART_ICON } from '../cart/store-cart.js';
import { brandOf } from '../site.js';
import { SessionHost } from '../session/SessionHost.js';
import { PageAnnouncer } from './PageAnnouncer.js';
import { otherLanguageHref } from '../i18n/index.js';
import { pagePath, type SearchSuggestion, type Suggest } from '../journey.js';
import { journeyDepsReady } from '../journey-deps.js';
import { storeServes } from '../store-journey.js';
import {
  SMART_BANNER_EXITED_KEY,
  bannerViewed,
  isProspectPage,
  justSignedIn,
  shellChrome,
  showDebugButton,
  showSmartBanner,
  signInHref,
} from './rules.js';
import * as styles from './shell.css.js';
import { useValueOf } from '../atoms.js';
import type { Value } from '@carrier/store';

// Shown to few visitors (testers on phones, signed-in phone users on two pages): loaded only when shown.
const DebugButton = lazy(() => import('./DebugButton.js').then((m) => ({ default: m.DebugButton })));
// Only the web view app renders it; the web store never loads the bridge's code.
const WebViewHost = lazy(() => import('../webview/WebViewHost.js').then((m) => ({ default: m.WebViewHost })));
// Chat, video help and readDL start with the first page view, after the page has drawn.
const AssistHost = lazy(() => import('../assist/AssistHost.js').then((m) => ({ default: m.AssistHost })));
const StoreBannerView = lazy(() => import('./StoreBanner.js').then((m) => ({ default: m.StoreBannerView })));
const SmartBannerHost = lazy(() => import('./SmartBannerHost.js').then((m) => ({ default: m.SmartBannerHost })));

/** The session flag of an accepted offer already saved, so a reload does not save it again. */
export const ACCEPTED_OFFER_FLAG = 'acceptedOffer';

/** Restricted-product flags in the page's address save the accepted offer, once a session (spec 2.6, 7.3). */
function useRestrictedOffer(): void {
  const { currentHref, storeServices, shell, errors } = useStorefront();
  const query = new URL(currentHref()).search;
  useEffect(() => {
    const offer = restrictedOfferFromQuery(new URLSearchParams(query));
    const key = offer && `${ACCEPTED_OFFER_FLAG}:${offer.offerId}`;
    if (!offer || !key || shell.sessionFlags.get(key) === 'true') return;
    shell.sessionFlags.set(key, 'true');
    storeServices.saveAcceptedOffer(offer).catch((error: unknown) => void errors.report(error));
  }, [query, storeServices, shell, errors]);
}

/** The name of the measure taken from each keystroke in the search box to its suggestions drawn. */
export const SUGGESTIONS_MEASURE = 'search-suggestions';

/**
 * The header's search box, when a journey of the app gives the store's search: what suggests loads (its own
 * chunk) the first time the box is used, and then answers each keystroke; each answer drawn is measured
 * (`SUGGESTIONS_MEASURE`). Suggestions are a help, not the search: when they cannot load, the box still
 * searches.
 */
function useHeaderSearch(): HeaderProps['search'] {
  const { journeys, journeyDeps, site, navigate, currentHref } = useStorefront();
  const journey = journeys.find((j) => j.search);
  const [suggest, setSuggest] = useState<Suggest>();
  const [found, setFound] = useState<readonly SearchSuggestion[]>([]);
  const query = useRef('');
  const started = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (started.current === undefined) return;
    performance.measure(SUGGESTIONS_MEASURE, { start: started.current, end: performance.now() });
    started.current = undefined;
  }, [found]);
  if (!journey?.search) return undefined;
  const { path, suggester } = journey.search;
  const answer = (fn: Suggest, text: string) => {
    started.current = performance.now();
    setFound(fn(text));
  };
  const here = new URL(currentHref());
  return {
    action: `${site.base}${path}`,
    defaultValue: here.pathname === `${site.base}${path}` ? (here.searchParams.get('q') ?? '') : '',
    suggestions: found.map(({ path: to, ...rest }) => ({ ...rest, href: `${site.base}${to}` })),
    onFirstUse: () => {
      // The journey's services are built first when they load on first use (a lazy journey's always do).
      journeyDepsReady(journeyDeps, journey.key.name)
        .then(() => suggester(journeyDeps[journey.key.name], site.language))
        .then(
          (fn) => {
            setSuggest(() => fn);
            if (query.current.trim() !== '') answer(fn, query.current);
          },
          () => undefined,
        );
    },
    onQueryChange: (text) => {
      query.current = text;
      if (suggest) answer(suggest, text);
    },
    onPick: (suggestion) => navigate(suggestion.href),
  };
}

/**
 * The footer's groups of links, from the content service once it answers (their room kept while it does); when
 * it cannot answer, the journeys' own footer links. A link to a page the app does not serve is left out, so no link of
 * the footer ends on "We can't find that page".
 */
function useFooterGroups(): readonly FooterGroup[] | 'loading' {
  const { storeServices, journeys, site, strings } = useStorefront();
  // Read with the page on the server (and not again in the browser); a failure is no service error of the customer's:
  // the journeys' own links stand in.
  const loaded = useLoad(() => storeServices.footerContent(), [], { report: () => false });
  const content = loaded.status === 'ready' ? loaded.value : loaded.status;
  if (content === 'loading') return 'loading';
  if (content === 'failed')
    return [
      {
        title: strings.shell.footerShopTitle,
        links: journeys.flatMap((journey) =>
          (journey.footer ?? []).map((link) => ({
            label: link.label[site.language],
            href: `${site.base}${link.path}`,
          })),
        ),
      },
    ];
  return content.groups
    .map((group) => ({
      title: group.title,
      links: group.links
        .filter((link) => storeServes(journeys, link.path) && (link.brand ?? brandOf(site.base)) === brandOf(site.base))
        .map((link) => ({ label: link.label, href: `${site.base}${link.path}` })),
    }))
    .filter((group) => group.links.length > 0);
}

/**
 * The header's phone line: the store's general line until the data layer names the visitor, looked for 1 s, 2 s and
 * 10 s after each page view (spec 9) while readDL answers; a customer's own line from then on.
 */
function useCallLine(): CallLine {
  const { analytics, site } = useStorefront();
  const brand = brandOf(site.base);
  const [line, setLine] = useState<CallLine | undefined>(() => {
    const known = analytics.visitor();
    return known ? callLineFor(brand, known.customerTag) : undefined;
  });
  useEffect(() => {
    if (line) return undefined;
    let cancel = () => {};
    const stop = analytics.onPageView(() => {
      cancel();
      cancel = setUpClickToCall({
        visitor: analytics.visitor,
        found: (seen) => setLine(callLineFor(brand, seen.customerTag)),
      });
    });
    return () => {
      stop();
      cancel();
    };
  }, [analytics, brand, line]);
  return line ?? callLineFor(brand, undefined);
}

/**
 * On a page with private data the chat is hidden: asked at once, and again every 15 s while the chat widget's code
 * has not arrived (spec 9's chat-hide retries); shown again on the next page without private data.
 */
function useChatHidden(privateData: boolean): void {
  const { assist } = useStorefront();
  useEffect(() => {
    if (!privateData) {
      assist.chatWidget.getState()?.show();
      return undefined;
    }
    return retryChatHide(() => {
      const widget = assist.chatWidget.getState();
      widget?.hide();
      return widget !== undefined;
    });
  }, [assist, privateData]);
}

/** True once the first page view is recorded: the assistance's code loads then. */
function usePageViewed(): boolean {
  const { analytics } = useStorefront();
  const [viewed, setViewed] = useState(() => analytics.lastPageView() !== undefined);
  useEffect(() => (viewed ? undefined : analytics.onPageView(() => setViewed(true))), [analytics, viewed]);
  return viewed;
}

/** A cart already there when the session starts was resumed: told with the first page view (spec 4.3). */
function useResumedCart(): void {
  const { analytics, shell, cart, cartOpener } = useStorefront();
  // After an add the store server did for a form sent before the page's code ran, it says whether the cart was there.
  const [resumed] = useState(() => resumesCart(shell.sessionFlags, cart.count(), cartOpener.fromServer));
  useEffect(() => {
    if (!resumed) return undefined;
    const stop = analytics.onPageView(() => {
      stop();
      cartResumeTold(shell.sessionFlags);
      analytics.cartResumed();
    });
    return stop;
  }, [analytics, shell, resumed]);
}

/**
 * How many times this page was restored from the browser's back-forward cache (spec 2.7): the page is drawn afresh
 * each time, so a button left busy ("Adding…") or a loader left showing when the customer went on is reset on every
 * page, and what it shows is read again.
 */
function usePageRestored(): number {
  const { shell } = useStorefront();
  const [restored, setRestored] = useState(0);
  useEffect(() => shell.onPageRestored?.(() => setRestored((count) => count + 1)), [shell]);
  return restored;
}

/**
 * The code of the flow the page belongs to (its journey's other pages) is fetched ahead, 2 s (3 s on a phone or
 * tablet) after the page shows and once its own calls have ended (spec 7.5, 9): the next step opens at once.
 */
function useFlowPrefetch(flow: PageFlow | undefined): void {
  const { journeys, site, pendingCalls } = useStorefront();
  const journey = flow?.journey;
  const module = flow?.module;
  useEffect(() => {
    if (journey === undefined || module === undefined) return undefined;
    const modules = flowModules(journeys, { journey, module });
    if (modules.length === 0) return undefined;
    return scheduleFlowPrefetch({
      delayMs: PREFETCH_DELAY_MS[site.device],
      pendingCalls,
      // A module that fails to arrive now is asked for again when its page opens, where a failure is shown.
      prefetch: () => modules.forEach((load) => void load().catch(() => undefined)),
    });
  }, [journeys, journey, module, site.device, pendingCalls]);
}

/**
 * A visitor in the Next JS test (its throttle flag, spec 6.4) is moved to the same page under the Next base, in
 * place of this one: going back does not come here again.
 */
function useNextTest(): void {
  const { site, shell, throttleList, currentHref } = useStorefront();
  const router = useRouter();
  useEffect(() => {
    const served = shell.salesBases ?? [];
    let live = true;
    void throttleList().then((list) => {
      const href = live ? nextTestHref(currentHref(), site, served, list) : undefined;
      if (href) void router.navigate({ href, replace: true, reloadDocument: true });
    });
    return () => {
      live = false;
    };
    // The store's world is made once per page load: this runs once, as the store starts.
  }, [site, shell, throttleList, currentHref, router]);
}

/**
 * The store's loader over the page while a call that changes the cart is under way (spec 7.2). Its status element is
 * drawn on the server too, hidden, so the browser's first render is the server's.
 */
function PageLoaderHost() {
  const { pageLoader } = useStorefront();
  return pageLoader ? <PageLoaderView loader={pageLoader} /> : <Loader visible={false} />;
}

function PageLoaderView({ loader }: { readonly loader: Value<boolean> }) {
  return <Loader visible={useValueOf(loader)} />;
}

/**
 * A part of the frame the browser alone draws, from its own module and what the visit keeps (the app-download banner,
 * the debug button, the bridge to the app): drawn once the page is hydrated, so that the server's drawing and the
 * browser's first render agree, and no module has to be loaded before the page comes alive.
 */
function InBrowser({ children }: { readonly children: ReactNode }) {
  return (
    <AfterHydration>
      <Suspense fallback={null}>{children}</Suspense>
    </AfterHydration>
  );
}

/**
 * The banner pinned at the top of the store's pages (spec 3.12), drawn by its own module once there is one; on the
 * page it leads to it goes. While none shows, the notification state says so.
 */
function PinnedBanner({ pathname }: { readonly pathname: string }) {
  const { banner, notification } = useStorefront();
  const current = useValueOf(banner);
  const reached = bannerReached(current, pathname);
  useEffect(() => {
    // On the page it leads to, the banner has done its work: it goes for the rest of the session.
    if (reached) banner.set(undefined);
  }, [reached, banner]);
  // Kept for the session in the browser: the server, which has no session, draws none.
  const shows = useHydrated() && current !== undefined && !reached;
  useEffect(() => {
    if (!shows) notification.set(NO_NOTIFICATION);
  }, [shows, notification]);
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <StoreBannerView banner={current} />
    </Suspense>
  );
}

/**
 * The frame of every store page, error pages included: the app-download banner, the global header and
 * footer as the page's rules say (spec 1), the content at most 1232 px wide, the debug button on mobile web
 * outside production (spec 6.5), and the language of the site.
 */
export function StorefrontFrame({ children }: { readonly children: ReactNode }) {
  const {
    strings,
    site,
    currentHref,
    page,
    shell,
    cart,
    favorites,
    app,
    journeys,
    homePath,
    sessionTimer,
    notification,
  } = useStorefront();
  const { pageName, flow, traits } = useRouteStaticData();
  useChatHidden(traits.privateData === true);
  useFlowPrefetch(flow);
  useNextTest();
  const main = useRef<HTMLElement>(null);
  // The header's count follows every add and remove of the cart, on the page where it happens.
  const cartCount = useValueOf(cart);
  useEffect(() => page.setLanguage(site.language), [page, site.language]);
  const restored = usePageRestored();
  useRestrictedOffer();
  const pageViewed = usePageViewed();
  useResumedCart();
  const search = useHeaderSearch();
  const callLine = CALL_LINES[useCallLine()];
  const footerGroups = useFooterGroups();
  const chrome = shellChrome({ inApp: shell.inApp, focused: traits.chrome === 'focused' });
  const here = currentHref();
  const otherLanguage = {
    label: strings.otherLanguage.label,
    lang: strings.otherLanguage.lang,
    href: otherLanguageHref(here),
  };
  const home = `${site.base}${homePath}`;
  // The favorites, cart and account icons show when the app has their pages.
  const favoritesPath = pagePath(journeys, 'favorites');
  // The cart icon leads to the empty cart's page while nothing is in the cart, where the app has it.
  const cartPath = (cartCount === 0 ? pagePath(journeys, 'emptycart') : undefined) ?? pagePath(journeys, 'cart');
  const accountPath = pagePath(journeys, 'account');
  const favoritesCount = useValueOf(favorites).items.length;
  const pathname = new URL(here).pathname;
  const noticeHeight = useValueOf(notification).height;
  const signIn = signInHref(shell.signInUrl, here);
  const loggedIn = shell.loggedIn();
  // The header's entries of the journeys: the menu's, or a signed-in customer's own (`signedIn`).
  const navLinks = (signedIn: boolean) =>
    journeys
      .flatMap((journey) => journey.nav ?? [])
      .filter((item) => (item.signedIn ?? false) === signedIn)
      .map((item) => ({
        label: item.label[site.language],
        href: `${site.base}${item.path}`,
        current: pathname.startsWith(`${site.base}${item.match}`),
      }));
  const debug = showDebugButton({
    device: site.device,
    inApp: shell.inApp,
    production: shell.production,
    prospectPage: isProspectPage(site.base, pageName),
  });
  return (
    <div
      className={debug ? `${styles.page} ${styles.roomForDebug}` : styles.page}
      // Sticky parts of the page sit below the pinned banner by its height (spec 3.12).
      style={{ [NOTICE_HEIGHT_PROPERTY]: `${noticeHeight}px` } as CSSProperties}
    >
      <a className={styles.skipLink} href="#main">
        {strings.skipLink}
      </a>
      {showSmartBanner({
        loggedIn,
        device: site.device,
        inApp: shell.inApp,
        pageName,
        bannerPage: traits.smartBanner === true,
        // Once exited this session (or seen in the app's offer: isViewed), the banner's code is not even loaded.
        exited: shell.sessionFlags.get(SMART_BANNER_EXITED_KEY) === 'true' || bannerViewed(here),
        pages: shell.smartBannerPages,
      }) ? (
        <InBrowser>
          <SmartBannerHost pageName={pageName} bannerPage={traits.smartBanner === true} />
        </InBrowser>
      ) : null}
      {chrome.header === 'none' ? null : (
        <Header
          brandName={strings.brandName[brandOf(site.base)]}
          homeHref={home}
          homeLabel={strings.homeLabel[brandOf(site.base)]}
          {...(chrome.header === 'full'
            ? {
                nav: navLinks(false),
                // A signed-in customer's own entries: shortcuts above the bar, which keeps its room.
                ...(loggedIn ? { shortcuts: navLinks(true) } : {}),
                ...(favoritesPath
                  ? { favorites: { href: `${site.base}${favoritesPath}`, count: favoritesCount } }
                  : {}),
                languageSwitch: otherLanguage,
                call: {
                  href: callLine.href,
                  label: strings.shell.callLabel(callLine.number),
                  name: strings.shell.callName(callLine.number),
                },
                ...(search ? { search } : {}),
                ...(cartPath
                  ? {
                      cart: {
                        href: `${site.base}${cartPath}?fromSource=${FROM_CART_ICON}`,
                        count: cartCount,
                      },
                    }
                  : {}),
                ...(loggedIn
                  ? {
                      // A signed-in customer is greeted by name, with their account a click away, and can sign out.
                      ...(accountPath
                        ? {
                            account: {
                              href: `${site.base}${accountPath}`,
                              label: strings.shell.greeting(shell.firstName?.()),
                              name: strings.shell.accountName(shell.firstName?.()),
                            },
                          }
                        : {}),
                      onSignOut: () => void sessionTimer.logout(),
                    }
                  : { account: { href: signIn, label: strings.shell.signIn } }),
              }
            : {})}
        />
      )}
      <PinnedBanner pathname={pathname} />
      <PageLoaderHost />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {/* shopL2SignInSuccess=true (spec 2.6): the customer has just signed in on the way into the shop. */}
        {loggedIn && justSignedIn(here) ? <Alert tone="success">{strings.shell.signedIn}</Alert> : null}
        {/* The cart the first add-to-cart opens: at the top of the page, in its flow, over nothing (spec 4.3). */}
        <MiniCartHost />
        {/* A page restored from the back-forward cache starts afresh: loaders reset, its data read again (2.7). */}
        <Fragment key={restored}>{children}</Fragment>
        {pageViewed ? (
          <Suspense fallback={null}>
            <AssistHost />
          </Suspense>
        ) : null}
      </main>
      {chrome.footer ? (
        <Footer
          note={strings.footerNote}
          {...(footerGroups === 'loading' ? { loading: true } : { groups: footerGroups })}
          links={[otherLanguage]}
        />
      ) : null}
      {/* The bridge to the app starts once the page is hydrated: the server draws no part of it. */}
      {app ? (
        <InBrowser>
          <WebViewHost app={app} pageName={pageName} traits={traits} />
        </InBrowser>
      ) : null}
      <PageAnnouncer main={main} />
      <SessionHost />
      <CartLockHost />
      {debug ? (
        <InBrowser>
          <DebugButton pageName={pageName} />
        </InBrowser>
      ) : null}
    </div>
  );
}

/** The root route's component: the frame around the current page. */
export function StorefrontShell() {
  return (
    <StorefrontFrame>
      <Outlet />
    </StorefrontFrame>
  );
}

/** Any path of a sales base that is not a page of the store. */
export function NotFoundPage() {
  const { strings, homePath } = useStorefront();
  usePageTitle(strings.notFoundTitle);
  return (
    <div>
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundBody}</p>
      <Link to={homePath}>{strings.notFoundLink}</Link>
    </div>
  );
}
