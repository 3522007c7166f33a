// What a journey is built with: its manifest's types, the store's world and hooks, the shared pieces of a page,
// the store's own paths (a journey's paths are its own `paths` module), and the rules every journey shares.

// The manifest.
export {
  CHECKOUT_STEP,
  FORM_PROBLEM_PARAM,
  defineJourney,
  depsOnFirstUse,
  journeyKey,
  pagePath,
  serves,
} from './journey.js';
export type { SitemapItem } from './journey.js';
export type {
  AnyJourney,
  AppNav,
  DepsOnFirstUse,
  FooterLink,
  FormOutcome,
  FormStore,
  FormSubmission,
  Journey,
  JourneyKey,
  JourneyPage,
  JourneySearch,
  JourneyWorld,
  NavEntry,
  PageChrome,
  PageForm,
  PageModule,
  PageModules,
  PageTraits,
  SearchSuggestion,
  Suggest,
} from './journey.js';
export type { CartAdded } from './cart/cart-added.js';
export { lazyJourney } from './lazy-journey.js';
export type { JourneySummary, LazyJourney, PageSummary } from './lazy-journey.js';
export { CONTENT_PATHS, DETAILS_NOT_FOUND, parseRedirectSearch } from './paths.js';

// The store's world in a page.
export { useJourneyDeps, usePageHead, usePageTitle, useStorefront } from './context.js';
export type { HeadPlace, HeadTags, PageHead, StructuredData } from './page-head.js';
export type { PageDocument, ShellDeps, StorefrontDeps } from './context.js';
export { usePageName, usePageTraits } from './page-name.js';
export { useFavorites, useLoad, usePageMoved, usePageNotFound } from './load.js';
export { lazyPart, type LazyPart } from './lazy-part.js';
export type { Load, LoadOptions, Loaded } from './load.js';
export type { LocaleStrings } from './i18n/locale.js';
export type { Language, Site } from './site.js';

// Shared pieces of a page.
export { LoadFailed } from './errors/LoadFailed.js';
export { ProblemNotice } from './errors/ProblemNotice.js';
export type { ErrorNoticeProps } from './errors/ErrorNotice.js';
export {
  actionLink,
  actionRow,
  bigFigure,
  card,
  cardList,
  cardTitle,
  codeList,
  factList,
  formWidth,
  intro,
  journeyPage,
  mutedText,
  pageTitle,
  readableWidth,
} from './page.css.js';

// Calls, answers and the store's shared state.
export { checked, MalformedResponseError, serviceCalls } from './platform/malformed.js';
export { loadOnce } from './platform/load-once.js';
export type { ErrorReporting } from './platform/errors.js';
export { pageFlow } from './analytics-flow.js';
export { usePageView } from './page-view.js';
export { JourneyPageFrame } from './page-frame.js';
export { ZipCodeForm } from './zip-form.js';
export { useFormState, type FormDraft, type FormStateOptions } from './form-state.js';
export { ImeiField, useImeiField, type ImeiFieldProps, type ImeiProblem } from './imei-field.js';
export { useAgreeToContinue, type AgreeCheckboxProps } from './agree-to-continue.js';
export type { PageAnalytics } from './analytics.js';
export type { StoreCart } from './cart/store-cart.js';
export { PROSPECT_FLAG_KEY, cartAccessOf, createCartAccessSource, useCartAccess } from './cart/cart-access.js';
export type { CartAccess, CartAccessConfig, CartAccessSource } from './cart/cart-access.js';
export { readThrottleList } from './cart/throttle-list.js';
export type { CartOpener } from './cart/cart-opener.js';
export type { Favorite, FavoritesState, FavoritesStore } from './favorites.js';
export { prospectFlow } from './visitor.js';
export type { LineOfBusiness, ProspectFlowInput } from './visitor.js';
export { signInHref, smartBannerTarget } from './shell/rules.js';
export type { IntentStore, ShoppingIntent } from './intent.js';
export { SignInPrompt } from './shell/SignInPrompt.js';
export { useHydrated } from './hydrated.js';
export { useVisitor } from './use-visitor.js';
export { serviceErrorId } from './platform/service-error-id.js';
// Same-day delivery's errors (spec 8.6): what analytics is told, and which a logged-out customer is not shown; the id of
// a card the payment service could not encrypt (spec 8.1).
export { PIE_ERROR_ID, isSddErrorHidden, sddErrorForAnalytics } from '@carrier/error-catalogue';
export { activationCode } from './esim.js';
export { formatDay } from './i18n/day.js';
export { useGo, useRedirectOnOpen } from './navigation.js';
export { useHref, useMoney } from './money.js';
export { AmountsBreakdown } from './amounts/AmountsBreakdown.js';
export { SummaryAside, purchaseOfCart, purchaseOfOrder } from './amounts/PurchaseSummary.js';
export type { Purchase, SummaryAccessory, SummaryLine } from './amounts/PurchaseSummary.js';
export { type AmountsStrings } from './amounts/amounts-strings.js';
export { cardBrandName, type AmountRow, type AmountsView } from './amounts/amounts-rows.js';
export { keptAtom, keptAtoms, keptJson, keptValue } from './kept.js';
export { phoneTradeIns, tradeInCreditText } from './phone-trade-in.js';
export type { PhoneTradeIn, PhoneTradeInCredit, PhoneTradeIns, TradeInCreditWords } from './phone-trade-in.js';
export { TRADE_IN_STEP_GROUP, type Steer, type SteerKind } from './steering.js';
export { type StoreBanner } from './banner.js';
export type { ProcessStep, SupportCase } from './store-services.js';
export { useProcessStepBanner } from './use-steering.js';
export { useShopVariant } from './webview/shop-variant.js';
