import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { CREDIT_CARD_PATHS } from './paths.js';
import { CREDIT_CARD } from './key.js';
import { parsePrequalSearch } from './search.js';

const P = CREDIT_CARD_PATHS;

/**
 * The credit-card landing pages (spec 2.2): the splash page (what the card gives, and a pre-qualification that is a
 * soft look at the applicant's credit), the eligible and ineligible answers, Maine's own disclosure before a Maine
 * resident's offer, and the interstitial before the issuer's application. `issuerOrigins` are the origins of the
 * issuer's application the interstitial may send to, besides the store's own.
 */
export const createCreditCardJourney = (issuerOrigins: readonly string[] = []) =>
  defineJourney({
    key: CREDIT_CARD,
    modules: import.meta.glob('./*Page.tsx'),
    source: 'packages/journeys/credit-card/src',
    paths: CREDIT_CARD_PATHS,
    deps: depsOnFirstUse(() =>
      import('./deps.js').then((m) => (world) => m.createCreditCardDeps(world, issuerOrigins)),
    ),
    footer: [{ path: P.splash, label: { en: 'Carrier Visa Card', es: 'Tarjeta Carrier Visa' } }],
    pages: [
      { path: P.splash, pageName: 'creditcard/splash', component: 'SplashPage' },
      {
        path: P.eligible,
        pageName: 'creditcard/eligible',
        entry: { ledBy: 'creditcard/splash' },
        noindex: true,
        component: 'EligiblePage',
        validateSearch: parsePrequalSearch,
      },
      {
        path: P.ineligible,
        pageName: 'creditcard/ineligible',
        entry: { ledBy: 'creditcard/splash' },
        noindex: true,
        component: 'IneligiblePage',
        validateSearch: parsePrequalSearch,
      },
      {
        path: P.maine,
        pageName: 'creditcard/maine',
        entry: { ledBy: 'creditcard/splash' },
        noindex: true,
        component: 'MainePage',
        validateSearch: parsePrequalSearch,
      },
      {
        path: P.interstitial,
        pageName: 'creditcard/interstitial',
        entry: { ledBy: 'creditcard/eligible' },
        noindex: true,
        component: 'InterstitialPage',
        validateSearch: parsePrequalSearch,
      },
    ],
  });

/** The credit card's journey, sending only to the store's own origin. */
export const creditCardJourney = createCreditCardJourney();
