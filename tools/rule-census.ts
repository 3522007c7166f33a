// The census of the specification's rules: every numbered rule and constant of sections 3 to 9, each with the tests
// that state it, at whatever level the rule lives: a unit test of the package that owns it, a component test over the
// kit's test world, or a browser test of the running store (a journey, or what only a real browser shows).
// tools/__tests__/rule-census.test.ts fails for a rule no test states (one still `open`, which says what it lacks) and
// for a test file named here that is not there; tools/rule-census-check.mjs, the last step of `npm test`, reads the
// JSON reports of the run (Vitest's and Playwright's) and fails for a named test that did not run or did not pass.
// Lines of the specification that say what it does not show (a payload, the values of a configured list, staff
// roles) are no rules and have no row.
//
// A test is named `file › the start of its title`: the file from the workspace's root, and its own title, or its
// describe blocks' titles and its own joined by ` › `. A name may match several tests (a title made in a loop, a test
// run at two widths): each must pass.

export interface CensusRule {
  /** The section of the specification. */
  readonly section: string;
  /** The rule or constant, as the specification states it. */
  readonly rule: string;
  /** The tests that state it, each as `file › the start of its title`. */
  readonly testedBy: readonly string[];
  /**
   * What is missing before a test can state it, while the rule is open: the census fails on such a row until a test
   * states the rule (it says why in the meantime).
   */
  readonly open?: string;
}

/** A test made in a loop is named by its whole title. */
const promoError = (code: string, errorType: string) =>
  `packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › ${code} shows ${errorType} in a warning alert under the field, reports it and saves promoError`;
const phoneError = (name: string) =>
  `packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › ${name} shows its message in a warning alert and keeps the button disabled`;
const shops = (who: 'prospect' | 'customer') =>
  `packages/journeys/shop/e2e/shop.spec.ts › a ${who} shops a phone with a plan, protection and an accessory, and keeps cart and favorites`;
const validPromo = (code: string) =>
  `packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › a valid promo (${code}) goes to friendsandfamily/validpromo.html`;

export const RULE_CENSUS: readonly CensusRule[] = [
  // 3. Entities and their fields
  {
    section: '3.1',
    rule: 'A cart item is reported to analytics with its name, id, category, prices, line, quantity, sku and the rest of its fields',
    testedBy: [
      'apps/dotcom/e2e/analytics.spec.ts › the cart page names itself and lists the cart items in the fields of spec 3.1',
    ],
  },
  {
    section: '3.1',
    rule: "The chat hand-off counts the cart's items by type and product, valued by the value rule (a device on a device payment plan by finalDeviceMonthlyPayment, other devices and accessories by nonRecurringPrice, plans and features by recurringPrice, anything else 0.00)",
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › the chat is told the cart by the value rule, and the customer sees what it was told',
    ],
  },
  {
    section: '3.2',
    rule: "The cart's lines carry their offer (sbdOffer offerId) and promotion badge (promoBadges promotionId)",
    testedBy: [
      'packages/journeys/shop/e2e/shop.spec.ts › a conditional offer is shown with its condition',
      'packages/journeys/shop/e2e/shop.spec.ts › the Spanish cart: its alerts, offer badges and words come in Spanish',
    ],
  },
  {
    section: '3.2',
    rule: "A line's trade-in items (tradeInDetail.tradeInItems) are read with the cart",
    testedBy: [
      'packages/journeys/trade-in/e2e/trade-in.spec.ts › a trade-in added from the cart goes on the phone’s line, with its check mark',
    ],
  },
  {
    section: '3.2',
    rule: 'cartHasOnlyAccessories: a cart of accessories only checks out without lines',
    testedBy: [
      'apps/dotcom/e2e/checkout-journey.spec.ts › an accessories-only cart (NSEACC) checks out with no numbers',
    ],
  },
  {
    section: '3.2',
    rule: "cartInfo.intendType names the cart's flow",
    testedBy: [
      'packages/journeys/checkout/e2e/checkout.spec.ts › a signed-in customer upgrades their phone with store pickup: flow EUP',
    ],
  },
  {
    section: '3.2',
    rule: 'cartInfo.gRecaptchaResponse is read with the cart',
    testedBy: [
      "packages/journeys/checkout/e2e/checkout.spec.ts › a prospect buys a phone shipped to 10001 under /sales/digital: one order, shown and stored, sent with its cart's bot-check token",
    ],
  },
  {
    section: '3.2',
    rule: 'cartValidationErrors at each errorLevel: Blocker, WarningNotification, RewardNotification, CheckMarkNotification',
    testedBy: [
      'apps/dotcom/e2e/analytics.spec.ts › the cart page names itself and lists the cart items in the fields of spec 3.1',
      'packages/journeys/shop/e2e/shop.spec.ts › the Spanish cart: its alerts, offer badges and words come in Spanish',
      'packages/journeys/trade-in/e2e/trade-in.spec.ts › a trade-in added from the cart goes on the phone’s line, with its check mark',
    ],
  },
  {
    section: '3.2',
    rule: 'Shipment lines: store pickup services (storeInfo.ispuServices, storeAvailableServices) and same-day delivery (sddEligible, sddErrorCode, sddErrorMessage)',
    testedBy: [
      'packages/journeys/checkout/e2e/checkout.spec.ts › same-day delivery in 10001, and 59001 offers none (10023)',
      'packages/journeys/checkout/e2e/checkout.spec.ts › a port-in, store pickup and a gift card with a card make one order',
    ],
  },
  {
    section: '3.2',
    rule: "data.pendingSteps, keyed by step group, lead the checkout's steps",
    testedBy: [
      'apps/dotcom/e2e/checkout-journey.spec.ts › nothing lost: what was typed survives a reload and the back button',
    ],
  },
  {
    section: '3.3',
    rule: "The app's properties are kept in session: lob, appReleaseVersion, guestCheckout, trueGuestCheckout, tabIndex, lastTwoDigits and the rest",
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › the title and the tab bar of a vzt app use tab index 1',
      'apps/webview/e2e/simulator.spec.ts › app 8.0: the chrome of the pattern it can draw',
      'apps/webview/e2e/simulator.spec.ts › a true guest has no account to confirm',
    ],
  },
  {
    section: '3.3',
    rule: 'The prospect id engageUserId is kept',
    testedBy: [
      "packages/storefront/src/__tests__/platform.test.ts › a link's engageUserId is kept in session storage and read back on the next pages",
      'packages/storefront/src/__tests__/platform.test.ts › a value that is not an id is neither kept nor sent; the kept one stays',
    ],
  },
  {
    section: '3.3',
    rule: 'The throttle list is a pipe-separated list of feature flags',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › without AI_W in the throttle list the bot is not offered',
      'packages/storefront/src/__tests__/store-rules.test.ts › the throttle list is pipe-separated flags; anything else is dropped',
    ],
  },
  {
    section: '3.4',
    rule: 'Cookies: loggedIn, role, cartId, channelId, gnCartCount, prospectCartCount, cdlThrottleList, intent, authToken, customerId, mtn',
    testedBy: [
      'packages/journeys/cart/e2e/cart-lock.spec.ts › opened from the cart icon, a chat-locked cart goes to cartLocked/chatRep.html',
      'apps/dotcom/e2e/assist.spec.ts › without AI_W in the throttle list the bot is not offered',
      "apps/dotcom/e2e/errors.spec.ts › signing out expires the store's cookies by setting their expiry three days back",
    ],
  },
  {
    section: '3.4',
    rule: 'A cookie is expired by setting its expiry three days back',
    testedBy: [
      "apps/dotcom/e2e/errors.spec.ts › signing out expires the store's cookies by setting their expiry three days back",
    ],
  },
  {
    section: '3.5',
    rule: 'Channel ids: VZW-DOTCOM, VZW-DOTCOM-MOB, VZW-DOTCOM-TAB, VZW-MFA-IOS, VZW-MFA-ANDROID, VZW-RPS',
    testedBy: [
      'apps/dotcom/e2e/query-params.spec.ts › each call names the channel',
      'packages/journeys/prepaid/e2e/prepaid.spec.ts › a retail partner’s customer activates a phone bought at the partner (RPS, VZW-RPS)',
    ],
  },
  {
    section: '3.5',
    rule: 'Flow names: EUP, AAL, NSE, NSO, ESO, NAO, NSEACC, buySim',
    testedBy: [
      'packages/journeys/checkout/e2e/checkout.spec.ts › a signed-in customer upgrades their phone with store pickup: flow EUP',
      'packages/journeys/checkout/e2e/checkout.spec.ts › a signed-in customer adding a line sends AAL',
      'apps/dotcom/e2e/checkout-journey.spec.ts › an accessories-only cart (NSEACC)',
      'packages/journeys/byod/e2e/byod.spec.ts › a prospect brings their own phone: an eSIM on a plan, checked out as a new line',
      "packages/journeys/byod/e2e/byod.spec.ts › a signed-in customer's cart is named by what it holds (spec 3.5)",
    ],
  },
  {
    section: '3.6',
    rule: 'The client log record carries messageType, eventType, subEventType, errorType, errorMessage, serviceUrl, method, id, name, statusCode, stack, pageUrl, serviceE2EId, pageName, loggerMessage, flowName',
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › a window error is classified, scrubbed and logged',
      'apps/dotcom/e2e/errors.spec.ts › a failed call is logged as a service error, with the call',
    ],
  },
  {
    section: '3.6',
    rule: "A service's error item: details[].lockedChannelID locks the cart",
    testedBy: [
      'packages/journeys/cart/e2e/cart-lock.spec.ts › a cart locked by a store (known by its channel only) shows the overlay naming the store',
    ],
  },
  {
    section: '3.6',
    rule: "A service's error item: details[].issue, information_link, proactiveChatIndicator and proactiveChatCustomMSG",
    testedBy: [
      "apps/dotcom/e2e/service-answers.spec.ts › a refused add-to-cart shows the service's issues, its learn-more page and its chat offer",
      'apps/dotcom/e2e/service-answers.spec.ts › a learn-more link to another site is not shown; the issues still are',
    ],
  },
  {
    section: '3.6',
    rule: "A service's error item: severity, errorCategory and networkMessage",
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › an API_ERROR saying UNABLE TO CONNECT never reaches the customer as the service wrote it',
    ],
  },
  {
    section: '3.7',
    rule: 'A service response carrying goToUrl (or the null-named redirect field) redirects',
    testedBy: [
      'apps/dotcom/e2e/service-answers.spec.ts › a goToUrl in an answer sends the customer there, with a goto back',
      'apps/dotcom/e2e/service-answers.spec.ts › the redirect some services send under a field named null is followed as goToUrl is',
    ],
  },
  {
    section: '3.7',
    rule: 'spokeJourney and processStep steer the customer to the journey step the service names',
    testedBy: [
      'packages/storefront/src/__tests__/frame.test.tsx › spokeJourney TRADE_IN first, then processStep CHECKOUT or CART',
      'packages/storefront/src/__tests__/frame.test.tsx › pins the trade-in banner with a link to the trade-in, in the site language',
      'apps/dotcom/e2e/service-answers.spec.ts › a signed-in customer with a cart is led back to it by a banner above the page',
    ],
  },
  {
    section: '3.7',
    rule: 'The last five service responses are kept',
    testedBy: [
      'apps/dotcom/e2e/shell.spec.ts › the debug button shows outside production and lists the last service calls',
    ],
  },
  {
    section: '3.8',
    rule: 'The cart lock: locked, lockedChannelID, source',
    testedBy: [
      'packages/journeys/cart/e2e/cart-lock.spec.ts › on a computer, a cart a chat representative is working on shows the lock overlay',
      'packages/journeys/cart/e2e/cart-lock.spec.ts › a cart locked by a store (known by its channel only)',
    ],
  },
  {
    section: '3.9',
    rule: 'The session: sessionTimedOut, showModal, isSessionExtended, error',
    testedBy: [
      'packages/session-timer/src/__tests__/state.test.ts › the modal-shown and timed-out flags are separate',
      'packages/storefront/src/__tests__/session-screens.test.tsx › shows nothing before the warning, then an alert dialog at 28:00',
      "packages/storefront/src/__tests__/session-screens.test.tsx › shows 'Failed to extend session, already expired'",
      'apps/dotcom/e2e/session.spec.ts › at 30:00 a customer is logged out and the time-out overlay says why',
    ],
  },
  {
    section: '3.10',
    rule: 'Friends and Family promotion state: numberOfLines, fnfRedemptionCode, promoValid, errorType, errorMessage, the content labels',
    testedBy: [validPromo('FNF2026'), promoError('EXPIRED', 'PROMO_EXPIRED')],
  },
  {
    section: '3.10',
    rule: 'Friends and Family phone state: fnfPhoneNumber, isPhoneNumberValid, errorType; the number page labels',
    testedBy: [
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the button is disabled until the number is valid, then the success label shows',
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › an empty field left behind gives NumberRequired',
    ],
  },
  {
    section: '3.10',
    rule: 'The promotion validation answer (promotionDetails code, reasonInvalid, promoValid) and the port-in eligibility answer (portEligibilityInd, errors)',
    testedBy: [
      promoError('OTHER12', 'INVALID_PROMO'),
      phoneError('not eligible (N): INVALID_NUMBER_EXIST'),
      phoneError('an error code in errors: INVALID_NUMBER_EXIST'),
    ],
  },
  {
    section: '3.11',
    rule: 'A live-chat proposition: propositionId, propositionName, propositionType, dynamicAttrList, soiEngagementId, subStrategyId, rank, externalId, tacticLocation, templateId',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › a signed-in customer gets the sticky offer of PLP_03',
      "apps/dotcom/e2e/timers.spec.ts › an overlay chat offer covers the page after its proposition's timeDelay",
      "packages/storefront/src/assist/__tests__/AssistHost.test.tsx › the chat-label priority: the proposition's words in the page's language, else the store's",
      'packages/live-chat-engine/src/__tests__/decide.test.ts › keeps the proposition fields of spec 3.11 for the feedback',
    ],
  },
  {
    section: '3.12',
    rule: 'Notification state: isNotificationVisible, proactiveBanner and height drive the layout',
    testedBy: [
      'apps/dotcom/e2e/service-answers.spec.ts › a signed-in customer with a cart is led back to it by a banner above the page',
    ],
  },
  {
    section: '3.13',
    rule: "The recommendation answer's deviceProducts are the phones recommended",
    testedBy: [
      'packages/journeys/shop/src/__tests__/shop-services.test.ts › the recommendation response (spec 3.13) › "The path is deviceRecommendation.recommendedDeviceInformation.accountLevelRecommendations.productList[0].deviceProducts"',
      'packages/journeys/shop/e2e/search.spec.ts › nothing matches: the page says so and offers the phones the recommendation service suggests',
    ],
  },

  // 4. States and transitions
  {
    section: '4.1',
    rule: 'A keep-alive that succeeds clears the warning and time-out flags and closes the modal',
    testedBy: [
      'packages/session-timer/src/__tests__/state.test.ts › keep-alive success clears the warning and time-out flags, closes the modal and resets the timer',
      'packages/storefront/src/__tests__/session-screens.test.tsx › Stay signed in extends the session and closes the warning',
      'apps/dotcom/e2e/session.spec.ts › the warning shows at 28:00 with the focus on Stay signed in, kept inside; staying extends',
    ],
  },
  {
    section: '4.1',
    rule: 'A keep-alive that fails (500: already expired) clears the resume-cart status and logs a non-prospect out',
    testedBy: [
      'packages/session-timer/src/__tests__/timer.test.ts › a failure (HTTP 500: already expired) clears the resume-cart status and logs a customer out',
      'packages/session-timer/src/__tests__/timer.test.ts › a failure for a prospect clears the resume-cart status and does not log out',
    ],
  },
  {
    section: '4.1',
    rule: 'The session timer counts down once a second; the warning overlay shows at the warning threshold',
    testedBy: [
      'packages/session-timer/src/__tests__/state.test.ts › the countdown decrements by one per tick',
      'packages/session-timer/src/__tests__/state.test.ts › at the warning threshold the warning shows (28:00, 120 s left)',
      'packages/storefront/src/__tests__/session-screens.test.tsx › shows nothing before the warning, then an alert dialog at 28:00',
    ],
  },
  {
    section: '4.1',
    rule: 'At zero the session is timed out: a logged-in user is logged out, a guest sent to the prospect BYOD options page',
    testedBy: [
      'apps/dotcom/e2e/session.spec.ts › at 30:00 a customer is logged out and the time-out overlay says why',
      'packages/session-timer/src/__tests__/timer.test.ts › warns at 28:00 and logs a logged-in customer out at 30:00',
      'packages/session-timer/src/__tests__/timer.test.ts › sends a guest to the prospect BYOD options page at zero',
    ],
  },
  {
    section: '4.1',
    rule: 'Extending the session calls keep-alive and resets the timer',
    testedBy: [
      'packages/session-timer/src/__tests__/timer.test.ts › extending at the warning calls keep-alive and resets the timer',
      'apps/dotcom/e2e/session.spec.ts › the warning shows at 28:00 with the focus on Stay signed in, kept inside; staying extends',
      'apps/dotcom/e2e/session.spec.ts › extending in one tab extends all',
    ],
  },
  {
    section: '4.1',
    rule: 'A service response with a last-cached-time header resets the timer to that time',
    testedBy: [
      'packages/session-timer/src/__tests__/timer.test.ts › a last-cached-time header resets the timer to that time',
      "packages/session-timer/src/__tests__/timer.test.ts › reads the header on the server's clock when the answer's own time is given",
    ],
  },
  {
    section: '4.1',
    rule: 'The countdown decrements by one a tick, or by the real time elapsed when the reset flag is on',
    testedBy: [
      'packages/session-timer/src/__tests__/state.test.ts › the countdown decrements by one per tick',
      'packages/session-timer/src/__tests__/state.test.ts › by elapsed real time when the reset flag is on',
      'packages/session-timer/src/__tests__/timer.test.ts › after a 10-minute sleep the remaining time is right at the next tick',
    ],
  },
  {
    section: '4.1',
    rule: 'Logout posts to the session logout',
    testedBy: ['packages/journeys/account/e2e/account.spec.ts › signs out from the header and is a visitor again'],
  },
  {
    section: '4.1',
    rule: "Clearing a prospect's session posts to clearCache; on 200 or any failure it wipes the caches and goes to /smartphones",
    testedBy: [
      'packages/journeys/checkout/e2e/guest.spec.ts › a visitor whose session timed out can keep the cart or start again: clearCache, then the gridwall with nothing kept, even when the call fails',
    ],
  },
  {
    section: '4.2',
    rule: 'Guest checkout: not logged in, in the app, the flow flag on, and no line of business or an authenticated device; true guest with trueGuestCheckout',
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › a guest on checkout goes to the app guest authentication and comes back to checkout',
      'apps/webview/e2e/simulator.spec.ts › a true guest has no account to confirm',
    ],
  },
  {
    section: '4.3',
    rule: 'The cart opens by itself on the first add-to-cart, once',
    testedBy: [
      'apps/dotcom/e2e/analytics.spec.ts › the page view is recorded on each route; the first add-to-cart opens the cart',
    ],
  },
  {
    section: '4.3',
    rule: 'A resumed cart adds an event tag',
    testedBy: ['apps/dotcom/e2e/analytics.spec.ts › a cart kept from an earlier visit is resumed: event180'],
  },
  {
    section: '4.3',
    rule: 'A pending add-to-cart event is sent after the next page view, then cleared',
    testedBy: [
      'apps/dotcom/e2e/analytics.spec.ts › the page view is recorded on each route; the first add-to-cart opens the cart and is sent after',
    ],
  },
  {
    section: '4.4',
    rule: 'A cart is locked when an error id is on the chat or digital lock list, or a locked channel matches',
    testedBy: [
      'packages/journeys/cart/e2e/cart-lock.spec.ts › on a computer, a cart a chat representative is working on shows the lock overlay',
      'packages/journeys/cart/e2e/cart-lock.spec.ts › a cart locked by a store (known by its channel only)',
    ],
  },
  {
    section: '4.4',
    rule: 'Saving the cart on the accessory interstitial never locks it',
    testedBy: [
      'packages/storefront/src/__tests__/cart-lock-screens.test.tsx › saving the cart on the accessory interstitial is the exception',
    ],
  },
  {
    section: '4.4',
    rule: 'Locked, on mobile or from the cart icon: to cartLocked (the chat-rep variant for an assisted channel), and the lock is cleared',
    testedBy: [
      'packages/journeys/cart/e2e/cart-lock.spec.ts › opened from the cart icon, a chat-locked cart goes to cartLocked/chatRep.html and the lock is cleared',
      'packages/journeys/cart/e2e/cart-lock.spec.ts › a digitally locked cart goes to cartLocked.html',
    ],
  },
  {
    section: '4.4',
    rule: 'Otherwise a lock overlay shows',
    testedBy: [
      'packages/journeys/cart/e2e/cart-lock.spec.ts › on a computer, a cart a chat representative is working on shows the lock overlay',
    ],
  },
  {
    section: '4.5',
    rule: 'A response carrying goToUrl forces a redirect with a goto return parameter, stops the services and resolves after 2 s',
    testedBy: [
      'apps/dotcom/e2e/service-answers.spec.ts › a goToUrl in an answer sends the customer there, with a goto back',
      "apps/dotcom/e2e/service-answers.spec.ts › a goToUrl answer stops the page's services and resolves its call 2 s later",
    ],
  },
  {
    section: '4.6',
    rule: 'Error events are sent as ERROR, WARNING, SUCCESS or INFO',
    testedBy: [
      "packages/storefront/src/__tests__/platform.test.ts › a service's refusal in the patterns' words, any case, takes the customer to the site's checkout and is logged as INFO",
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the button is disabled until the number is valid, then the success label shows',
      phoneError('not eligible (N): INVALID_NUMBER_EXIST'),
      phoneError('a failed call: SYSTEM_ERROR'),
    ],
  },
  {
    section: '4.7',
    rule: 'A valid promo goes to friendsandfamily/validpromo.html',
    testedBy: [validPromo('FNF2026')],
  },
  {
    section: '4.7',
    rule: 'An invalid promo is a warning message, saved in session storage as promoError and restored on return',
    testedBy: [
      promoError('EXPIRED', 'PROMO_EXPIRED'),
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › promoError is restored when the customer returns',
    ],
  },
  {
    section: '4.8',
    rule: 'A phone number is checked for format, then for eligibility; valid enables the button, which leads to landing.html',
    testedBy: [
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the button is disabled until the number is valid',
      'packages/journeys/fnf/e2e/number.spec.ts › an eligible number puts the code on the cart and leads to landing.html',
    ],
  },
  {
    section: '4.9',
    rule: 'Status code 1 is a failure',
    testedBy: [
      'packages/live-chat-engine/src/__tests__/decide.test.ts › status code 1 is a failure: no chat',
      'packages/live-chat-engine/src/__tests__/decide.test.ts › status code 1 as a number too: no chat',
    ],
  },
  {
    section: '4.9',
    rule: 'PLP_07 and PLP_08 give the bot (07 proactive, 08 reactive)',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › the reactive bot of PLP_08 waits behind a button',
      'packages/live-chat-engine/src/__tests__/decide.test.ts › status 0 with PLP_07: the CO flow, proactive',
      'packages/live-chat-engine/src/__tests__/decide.test.ts › status 0 with PLP_08: the CO flow, reactive',
      'packages/storefront/src/assist/__tests__/AssistHost.test.tsx › PLP_07: the bot opens by itself',
    ],
  },
  {
    section: '4.9',
    rule: 'PLP_01 to PLP_06 give a live agent: 01 and 02 embedded, 03 and 04 sticky, 05 and 06 overlay',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › a signed-in customer gets the sticky offer of PLP_03',
      'apps/dotcom/e2e/assist.spec.ts › the overlay of PLP_05: No thanks sends Declined',
      'packages/live-chat-engine/src/__tests__/decide.test.ts › status 0 with PLP_01: the LP flow, embedded',
      'packages/storefront/src/assist/__tests__/AssistHost.test.tsx › PLP_01 and PLP_02: a live agent offered in the page',
    ],
  },
  {
    section: '4.9',
    rule: 'P_NoNBA or no_nba means no recommendation',
    testedBy: [
      'packages/live-chat-engine/src/__tests__/decide.test.ts › P_NoNBA means no recommendation',
      'packages/live-chat-engine/src/__tests__/decide.test.ts › no_nba means no recommendation',
      'packages/storefront/src/assist/__tests__/AssistHost.test.tsx › P_NoNBA, or a visitor who is not logged in: no offer',
    ],
  },
  {
    section: '4.9',
    rule: 'Analytics flow labels: express nao, express nse, nse, nao, nao w/tradein, nso, BYOD, tradein, standalone, test drive, trial onboard; subflow instant',
    testedBy: [
      'packages/journeys/checkout/e2e/checkout.spec.ts › a signed-in customer adding a line sends AAL, and its pages carry the flow label nso',
      'packages/journeys/trade-in/e2e/trade-in.spec.ts › a prospect in the new-account flow (NSA_REDIRECT_TH_PROSPECT) who adds a phone with a trade-in is the "nao w/tradein" flow',
      'packages/journeys/trade-in/e2e/trade-in.spec.ts › a signed-in customer’s trade-in is the "tradein" flow',
      'packages/analytics-tagger/src/__tests__/rules.test.ts › every label of the spec is reachable',
      "packages/storefront/src/__tests__/analytics-flow.test.ts › a prospect's NSE cart",
      'packages/storefront/src/__tests__/analytics-flow.test.ts › the express checkout of a prospect',
      'packages/storefront/src/__tests__/analytics-flow.test.ts › accessories alone',
      'packages/storefront/src/__tests__/analytics-flow.test.ts › a test drive running',
      'packages/storefront/src/__tests__/analytics-flow.test.ts › a trade-in taken as instant credit',
      'packages/journeys/byod/e2e/byod.spec.ts › a prospect brings their own phone: an eSIM on a plan, checked out as a new line',
      'packages/journeys/trial/e2e/trial.spec.ts › a visitor test-drives the network',
    ],
  },

  // 5. Validation rules
  {
    section: '5.1',
    rule: 'The phone number is required, at most 10 digits, on a numeric keypad, shown dashed 3-3-4',
    testedBy: [
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the field asks for a numeric keypad, takes 10 digits and shows them dashed 3-3-4',
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › an empty field left behind gives NumberRequired',
    ],
  },
  {
    section: '5.1',
    rule: 'The number is sent without dashes and must be North American (area and exchange codes 2-9, an optional 1 or +1)',
    testedBy: [
      'packages/journeys/fnf/e2e/number.spec.ts › the eligibility call sends npanxx (empty) and the dash-free mdn',
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › a number off the North American pattern gives InvalidNumber',
    ],
  },
  {
    section: '5.1',
    rule: 'Eligible only with portEligibilityInd Y and no error code; otherwise INVALID_NUMBER_EXIST',
    testedBy: [
      phoneError('not eligible (N): INVALID_NUMBER_EXIST'),
      phoneError('an error code in errors: INVALID_NUMBER_EXIST'),
    ],
  },
  {
    section: '5.1',
    rule: 'The button is disabled until the number is valid; NumberRequired, InvalidNumber and the success label',
    testedBy: [
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the button is disabled until the number is valid, then the success label shows',
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › an empty field left behind gives NumberRequired',
    ],
  },
  {
    section: '5.2',
    rule: 'The promo code is required and stripped of anything but letters and digits',
    testedBy: [
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the promo query parameter prefills the code, stripped of anything but letters and digits',
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the field takes at most 11 characters and strips the rest as typed',
    ],
  },
  {
    section: '5.2',
    rule: '7 letters or digits, optionally followed by 4 digits, is a redemption code',
    testedBy: [validPromo('FNF2026'), validPromo('FNF20261234')],
  },
  {
    section: '5.2',
    rule: 'A value starting with 0 gives INVALID_VALUE',
    testedBy: [promoError('0FNF202', 'INVALID_VALUE')],
  },
  {
    section: '5.2',
    rule: 'Submit is disabled under 7 characters or when the numeric value is <= 0',
    testedBy: [
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › submit is disabled under 7 characters or when the numeric value is <= 0',
    ],
  },
  {
    section: '5.3',
    rule: 'The smart banner hides once exited this session',
    testedBy: [
      'packages/storefront/e2e/smart-banner.spec.ts › the banner shows its rating; View opens the right store; closing hides it',
      'packages/storefront/e2e/smart-banner.spec.ts › in the store, a signed-in customer who closes the banner on one of its pages sees it on none of them',
      'packages/storefront/src/__tests__/smart-banner.test.tsx › closing it hides it and sets the session flag that keeps it hidden',
      'packages/storefront/src/__tests__/shell-rules.test.ts › is hidden when the session flag says it was exited',
    ],
  },
  {
    section: '5.3',
    rule: 'Video chat only from 08:00 to 22:00, with the chat flag, the service saying y and more than 3 agents; else video assist by enableVideoAssist and a locationCode',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › in its hours with 4 agents, video chat opens as a popup of the video-assist page',
      'packages/storefront/src/assist/__tests__/assistance.test.ts › asks the video-assist check otherwise, and offers video assist at its store',
      'packages/live-chat-engine/src/__tests__/video.test.ts › otherwise video assist, when its check enables it with a location code',
      "packages/storefront/src/assist/__tests__/AssistHost.test.tsx › offers video assist at the check's store",
      'packages/journeys/stores/e2e/stores.spec.ts › out of video chat’s hours it says when it opens',
    ],
  },
  {
    section: '5.3',
    rule: 'Redirect-to-checkout patterns match the service error message case-insensitively',
    testedBy: [
      'packages/error-catalogue/src/__tests__/handling.test.ts › a message of a redirect-to-checkout pattern, in any case, leads to checkout',
      "packages/storefront/src/__tests__/platform.test.ts › a service's refusal in the patterns' words, any case",
    ],
  },
  {
    section: '5.3',
    rule: 'Keep-alive counts as failed on status 500',
    testedBy: [
      "packages/session-timer/src/__tests__/state.test.ts › a keep-alive failure with status 500 means 'Failed to extend session, already expired'",
      "packages/storefront/src/__tests__/session-screens.test.tsx › shows 'Failed to extend session, already expired'",
    ],
  },
  {
    section: '5.3',
    rule: "The app release, compared with configured minimum versions, decides the navigation's layout",
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › app 8.0: the chrome of the pattern it can draw',
      'apps/webview/e2e/simulator.spec.ts › app 10.5: the chrome of the pattern it can draw',
      'apps/webview/e2e/simulator.spec.ts › app 12.4: the chrome of the pattern it can draw',
    ],
  },

  // 6. Roles and permissions
  {
    section: '6.1',
    rule: 'Visitor types: prospect, logged-in customer (L2 in the app), guest (L1, with the last two digits), prepay (role prepay or a /sales/prepaid/ address), postpay',
    testedBy: [
      'packages/journeys/checkout/e2e/guest.spec.ts › a guest logs in with the last two digits',
      'packages/journeys/prepaid/e2e/prepaid.spec.ts › a prepaid customer signs in to the prepaid store',
      shops('customer'),
      shops('prospect'),
    ],
  },
  {
    section: '6.2',
    rule: "Logged-in is the loggedIn cookie; with guest-role processing on, the role 'guest' is not logged in",
    testedBy: [
      'apps/dotcom/e2e/shell.spec.ts › sign in leads to the sign-in page and back to the same page, signed in',
      "apps/dotcom/e2e/session.spec.ts › the loggedIn cookie says who is signed in, and the role 'guest' is not",
    ],
  },
  {
    section: '6.2',
    rule: 'The prospect flow: not logged in, and the prospect flow flag or NSE_REDIRECT_TH_PROSPECT',
    testedBy: [
      'packages/journeys/shop/e2e/shop.spec.ts › with the prospect flow off, a prospect cannot add to the cart; isProspect=true turns it on',
    ],
  },
  {
    section: '6.2',
    rule: 'For accessories the prospect flow also needs a prospect cart cookie, unless standalone accessories is on',
    testedBy: ["packages/journeys/shop/e2e/shop.spec.ts › an accessory's Add to cart for a prospect"],
  },
  {
    section: '6.2',
    rule: 'The app is known by a marker in the user agent; app version 20 or more with the shop variant flag gives the variant',
    testedBy: ['apps/webview/e2e/simulator.spec.ts › from app 20 the shop is its variant'],
  },
  {
    section: '6.3',
    rule: 'Lines of business: vzw, vzt (fios), vzp prospect, joint',
    testedBy: [
      'packages/journeys/account/e2e/account.spec.ts › "a wireline customer is offered wireless"',
      'packages/journeys/account/e2e/account.spec.ts › "a joint customer sees both"',
      'apps/webview/e2e/simulator.spec.ts › the title and the tab bar of a vzp app use tab index 1',
    ],
  },
  {
    section: '6.3',
    rule: 'Customer tags vzw_cust, joint_cust, vzt_cust; a no-cust customer is blanked',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › a signed-in customer gets the sticky offer of PLP_03',
      'packages/journeys/account/e2e/account.spec.ts › "a wireline customer is offered wireless"',
      'packages/journeys/account/e2e/account.spec.ts › "a joint customer sees both"',
      'packages/analytics-tagger/src/__tests__/rules.test.ts › customer tag of vzw: "vzw_cust"',
      'packages/analytics-tagger/src/__tests__/rules.test.ts › customer tag of vzw|vzt: "joint_cust"',
      'packages/analytics-tagger/src/__tests__/rules.test.ts › customer tag of vzt: "vzt_cust"',
      'packages/analytics-tagger/src/__tests__/rules.test.ts › customer tag of no-cust: ""',
    ],
  },
  {
    section: '6.4',
    rule: 'NSA_REDIRECT_TH_PROSPECT',
    testedBy: [
      'packages/journeys/trade-in/e2e/trade-in.spec.ts › a prospect in the new-account flow (NSA_REDIRECT_TH_PROSPECT)',
    ],
  },
  {
    section: '6.4',
    rule: 'NSA_REDIRECT_TH_ACCESSORY_GW_PDP_NSA_ADD_TO_CART_ENABLE',
    testedBy: ["packages/journeys/shop/e2e/shop.spec.ts › an accessory's Add to cart for a prospect"],
  },
  {
    section: '6.4',
    rule: 'NSE_REDIRECT_TH_PROSPECT',
    testedBy: [
      'packages/journeys/shop/e2e/shop.spec.ts › with the prospect flow off, a prospect cannot add to the cart',
    ],
  },
  {
    section: '6.4',
    rule: 'AI_W',
    testedBy: ['apps/dotcom/e2e/assist.spec.ts › without AI_W in the throttle list the bot is not offered'],
  },
  {
    section: '6.4',
    rule: 'EA_BAU and EA_C',
    testedBy: [
      'packages/storefront/src/__tests__/ProblemNotice.test.tsx › EA_BAU: a live agent via chat, which opens the chat when pressed',
      'packages/storefront/src/__tests__/ProblemNotice.test.tsx › EA_VC: video support from a store Specialist; EA_C: a call to a live representative',
    ],
  },
  {
    section: '6.4',
    rule: 'EA_VC',
    testedBy: [
      'packages/storefront/src/__tests__/ProblemNotice.test.tsx › EA_VC: video support from a store Specialist; EA_C: a call to a live representative',
    ],
  },
  {
    section: '6.4',
    rule: 'Next_JS_Test',
    testedBy: [
      'packages/storefront/src/__tests__/next-test.test.ts › a visitor in the test goes to the same page under /sales/next, its query and fragment kept',
      'packages/storefront/src/__tests__/next-test.test.ts › stays without the flag, off the default base, or in an app without the Next base',
    ],
  },
  {
    section: '6.5',
    rule: 'A guest on a protected page goes to guest authentication in the app web view',
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › a guest on the guest checkout goes to the app guest authentication',
      'apps/webview/src/__tests__/page-traits.test.ts › guests and prospects are sent to the app’s authentication on the checkout’s steps',
    ],
  },
  {
    section: '6.5',
    rule: 'The debug button shows only on mobile web, outside production, on pages that are not prospect pages',
    testedBy: [
      'apps/dotcom/e2e/shell.spec.ts › the debug button shows outside production',
      'apps/dotcom/e2e/shell.spec.ts › the debug button never shows on a prospect page',
      'apps/dotcom/e2e/shell.spec.ts › the debug button does not show on a desktop',
    ],
  },
  {
    section: '6.5',
    rule: 'The live-chat check runs only for logged-in desktop users with the flag, not on guest login, not on jtooffers',
    testedBy: [
      'packages/storefront/src/assist/__tests__/assistance.test.ts › never runs the check not logged in, and tells analytics why',
      'packages/live-chat-engine/src/__tests__/check.test.ts › not with a prospect',
      'apps/dotcom/e2e/assist.spec.ts › no check on jtooffers, on the guest login, or on a phone',
    ],
  },
  {
    section: '6.5',
    rule: 'Friends and Family calls use the unauthenticated (nse) variants',
    testedBy: [
      'packages/journeys/fnf/e2e/promo.spec.ts › the validation call sends the spec payload and headers',
      'packages/journeys/fnf/e2e/number.spec.ts › the eligibility call sends npanxx (empty) and the dash-free mdn',
    ],
  },
  {
    section: '6.5',
    rule: 'A channel-locked cart is a digital lock or an assisted (chat) lock',
    testedBy: [
      'packages/journeys/cart/e2e/cart-lock.spec.ts › a digitally locked cart goes to cartLocked.html',
      'packages/journeys/cart/e2e/cart-lock.spec.ts › opened from the cart icon, a chat-locked cart goes to cartLocked/chatRep.html',
    ],
  },

  // 7. The calls it makes
  {
    section: '7.1',
    rule: 'Calls go under /soe/digital, /soe/digital/auth, /soe/digital/prepaid, /soe/digital/auth/prepaid or /soe/digital/prospect by visitor',
    testedBy: ["apps/dotcom/e2e/query-params.spec.ts › each visitor's calls go under its base (spec 7.1)"],
  },
  {
    section: '7.1',
    rule: 'Analytics scripts come from a tag manager',
    testedBy: [
      'apps/dotcom/e2e/analytics.spec.ts › the store loads it and it receives the events in the order they were recorded',
    ],
  },
  {
    section: '7.1',
    rule: 'The content base is /content/vcg',
    testedBy: [
      'apps/dotcom/e2e/chaos.spec.ts › a 503 of the content service is retried once by the policy, and the page loads',
    ],
  },
  {
    section: '7.2',
    rule: 'JSON Accept and Content-Type and the cross-site token on every call; the headers channelId, cartId, pageName, flowName, loginStatus and the rest',
    testedBy: [
      'packages/journeys/fnf/e2e/promo.spec.ts › the validation call sends the spec payload and headers',
      'packages/http-client/src/__tests__/carrier.test.ts › sends every header of the context',
      'apps/dotcom/e2e/query-params.spec.ts › the headers of spec 7.2 on a call',
      "apps/dotcom/e2e/query-params.spec.ts › the visitor's role type goes with each call as rType, and a business account's calls go the B2B route",
    ],
  },
  {
    section: '7.2',
    rule: 'After certain calls the loader is hidden 500 ms later',
    testedBy: [
      'apps/dotcom/e2e/timers.spec.ts › the loader covers the page while a phone is added to the cart, and goes 500 ms after the answer',
    ],
  },
  {
    section: '7.3',
    rule: 'jsNotifyAsDynamic receives the log record; its failures are ignored',
    testedBy: [
      'packages/journeys/fnf/e2e/promo.spec.ts › a failed call is logged to jsNotifyAsDynamic',
      'apps/dotcom/e2e/errors.spec.ts › a failed call is logged as a service error',
    ],
  },
  {
    section: '7.3',
    rule: 'getNSAThrottleList (nse for a prospect) answers the throttle list',
    testedBy: ['apps/dotcom/e2e/assist.spec.ts › without AI_W in the throttle list the bot is not offered'],
  },
  {
    section: '7.3',
    rule: 'fraudservice/session/logout; clearCache; keep-alive by visitor (logged in or guest, prepay, prospect guest)',
    testedBy: [
      'packages/journeys/account/e2e/account.spec.ts › signs out from the header',
      'packages/journeys/checkout/e2e/guest.spec.ts › a visitor whose session timed out can keep the cart or start again: clearCache',
      'packages/session-timer/src/__tests__/endpoints.test.ts › keep-alive for a logged-in customer',
      'packages/session-timer/src/__tests__/endpoints.test.ts › keep-alive for a guest-checkout customer',
      'packages/session-timer/src/__tests__/endpoints.test.ts › keep-alive for a prepay customer',
      'packages/session-timer/src/__tests__/endpoints.test.ts › keep-alive for a prospect guest',
      'packages/session-timer/src/__tests__/endpoints.test.ts › posts keep-alive, logout and clear cache without retries',
    ],
  },
  {
    section: '7.3',
    rule: 'pdm with source autoSuggestion on the gridwall; pdm with source proactiveChat and DESTINATION_CLIENT_ID NSA',
    testedBy: [
      'packages/journeys/shop/e2e/search.spec.ts › suggests as you type, forgiving a slip',
      "apps/dotcom/e2e/service-answers.spec.ts › a refused add-to-cart shows the service's issues, its learn-more page and its chat offer",
    ],
  },
  {
    section: '7.3',
    rule: 'video-assist-check and the videochat service',
    testedBy: [
      'packages/storefront/src/assist/__tests__/assistance.test.ts › asks the video-assist check otherwise, and offers video assist at its store',
      'packages/live-chat-engine/src/__tests__/video.test.ts › otherwise video assist, when its check enables it with a location code',
      "packages/storefront/src/assist/__tests__/AssistHost.test.tsx › offers video assist at the check's store",
      'apps/dotcom/e2e/assist.spec.ts › in its hours with 4 agents',
    ],
  },
  {
    section: '7.3',
    rule: 'portin-eligibility and validateFnfRedemptionCode with their payloads; validPromo.model.json',
    testedBy: [
      'packages/journeys/fnf/e2e/number.spec.ts › the eligibility call sends npanxx (empty) and the dash-free mdn',
      'packages/journeys/fnf/e2e/promo.spec.ts › the validation call sends the spec payload and headers',
      'apps/dotcom/e2e/chaos.spec.ts › when the content service stays down the page says so',
    ],
  },
  {
    section: '7.3',
    rule: 'readDL by visitor; livePersonCheck with its payload and a 5 s limit; livePersonSubmitfeedback',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › a signed-in customer gets the sticky offer of PLP_03; Chat now sends Accepted',
      'apps/dotcom/e2e/assist.spec.ts › the overlay of PLP_05: No thanks sends Declined',
      "apps/dotcom/e2e/timers.spec.ts › the store's line until the 2 s look finds the visitor",
      'apps/dotcom/e2e/timers.spec.ts › a live-chat check that does not answer is given up after 5000 ms',
      'packages/storefront/src/assist/__tests__/assistance.test.ts › the live-chat offer of each page (spec 4.9, 6.5, 7.3) › "livePersonCheck (nse variant for guests)"',
      'apps/dotcom/e2e/assist.spec.ts › the live-chat offers (spec 4.9, 6.5, 7.3) › a guest signed in by the guest login is checked on the nse variant',
    ],
  },
  {
    section: '7.3',
    rule: 'saveAcceptedMyofferData when restricted flags are in the address',
    testedBy: [
      'packages/analytics-tagger/src/__tests__/rules.test.ts › asks to save the accepted offer',
      'packages/journeys/offers/e2e/offers.spec.ts › a customer accepts a reserved offer',
    ],
  },
  {
    section: '7.3',
    rule: 'GET_ESIM_DEVICE_DETAILS is dispatched once on the dvm eligibility pages',
    testedBy: ['packages/journeys/byod/e2e/byod.spec.ts › a prospect brings their own phone'],
  },
  {
    section: '7.3',
    rule: 'The named services: save-cart, add-device, add-accessories, add-step, getCases, landing, getProcessStep, validateDevice, orderprocessservice, get-checkout-details, retreive-npanxx, fraudservice/error/lookup',
    testedBy: [
      shops('prospect'),
      'apps/dotcom/e2e/service-answers.spec.ts › an open support case is told before an upgrade (getCases)',
      'apps/dotcom/e2e/service-answers.spec.ts › id 208 on the account landing sends a signed-in customer to the scheduled-order page',
      'packages/journeys/trade-in/e2e/trade-in.spec.ts › a trade-in by IMEI',
      "packages/journeys/checkout/e2e/checkout.spec.ts › a prospect buys a phone shipped to 10001 under /sales/digital: one order, shown and stored, sent with its cart's bot-check token",
      'packages/session-timer/src/__tests__/endpoints.test.ts › posts keep-alive, logout and clear cache without retries',
      "apps/dotcom/e2e/errors.spec.ts › an id the store's own rules do not act on is asked about (fraudservice/error/lookup)",
    ],
  },
  {
    section: '7.4',
    rule: 'The bridge messages: getParam, updateNavigation, updateTab, updateChatFab, supportPayLoad, setTitle, setHAB, shopNavIcons, fetchClientParameters, dataPassForSalesSupport, webPageLoaded',
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › the store in the app has no global header or footer, and every bridge message is logged',
      'apps/webview/src/__tests__/webview.test.tsx › the web view speaks for each page (spec 2.8, 7.4) › asks for the page pattern',
      'apps/webview/src/__tests__/webview.test.tsx › the web view speaks for each page (spec 2.8, 7.4) › "getParam" (spec 7.4)',
    ],
  },
  {
    section: '7.4',
    rule: "The app's sign-in launch addresses under /mobile/nsa/nos/gw/launchapp/ (oauthSignIn, unauthenticatedWebview, guestCheckout)",
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › a prospect who is no guest goes to the app sign-in',
      'apps/webview/e2e/simulator.spec.ts › a guest on checkout goes to the app guest authentication',
    ],
  },
  {
    section: '7.5',
    rule: 'Per-flow assets are prefetched',
    testedBy: [
      "apps/dotcom/e2e/timers.spec.ts › on a computer, the flow's other pages are fetched 2 s after one of its pages shows",
    ],
  },
  {
    section: '7.5',
    rule: 'Lazy chunks load with a 120 s timeout',
    testedBy: ["apps/dotcom/e2e/timers.spec.ts › a page's code that never arrives is given up after 120000 ms"],
  },

  // 8. The error catalogue
  {
    section: '8.1',
    rule: 'Client error classes: FeError, globalScriptError, componentScriptError, scriptError, vendorScriptError, scriptLoadError',
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › a window error is classified, scrubbed and logged',
      'apps/dotcom/e2e/errors.spec.ts › an unhandled rejection is classified and logged',
      'apps/dotcom/e2e/errors.spec.ts › a page chunk that fails to load reloads once with a ts parameter',
    ],
  },
  {
    section: '8.1',
    rule: 'Suffixes IG (417, serviceErrorIG), Network, Aborted, J, Pie, S, B; categories BUSINESSERR, APPERR, UNKNW, UIError',
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › a failed call is logged as a service error, with the call',
      'apps/dotcom/e2e/errors.spec.ts › a window error is classified, scrubbed and logged',
      'apps/dotcom/e2e/errors.spec.ts › a page chunk that fails to load reloads once with a ts parameter',
      'packages/error-catalogue/src/__tests__/classify.test.ts › id 417 is an IG error, logged with the subtype serviceErrorIG',
      'packages/error-catalogue/src/__tests__/classify.test.ts › network errors, timeouts and aborts are categorised',
      'packages/error-catalogue/src/__tests__/classify.test.ts › a failed fetch is a Network error',
      "packages/journeys/offers/e2e/offers.spec.ts › a bundle's quote that the customer's next choice replaced is cancelled",
      'packages/journeys/checkout/e2e/checkout.spec.ts › each card outcome is explained on the payment page',
      'apps/dotcom/e2e/errors.spec.ts › an unhandled rejection is classified and logged',
      'apps/dotcom/e2e/errors.spec.ts › an API_ERROR saying UNABLE TO CONNECT never reaches the customer as the service wrote it',
    ],
  },
  {
    section: '8.2',
    rule: 'Logged as INFO when aborted, when the id is R1001, 1022, 3454, 15501 or on a configured list, or when the message matches a redirect-to-checkout pattern',
    testedBy: [
      "packages/storefront/src/__tests__/platform.test.ts › a service's refusal in the patterns' words, any case, takes the customer to the site's checkout and is logged as INFO",
      'apps/dotcom/e2e/errors.spec.ts › R1001 and 1022 clear the state to the fallback cart',
      "packages/journeys/offers/e2e/offers.spec.ts › a bundle's quote that the customer's next choice replaced is cancelled",
      "apps/dotcom/e2e/service-answers.spec.ts › a goToUrl answer stops the page's services and resolves its call 2 s later",
    ],
  },
  {
    section: '8.2',
    rule: 'R1001 is never logged; the service-noise addresses are ignored; "Script error." is vendor noise',
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › a window error is classified, scrubbed and logged',
      'apps/dotcom/e2e/errors.spec.ts › an error of a script from another origin reaches the page as "Script error."',
      'apps/dotcom/e2e/errors.spec.ts › R1001 and 1022 clear the state to the fallback cart',
      'apps/dotcom/e2e/errors.spec.ts › a failed call to a service-noise address (the personalization service) is not logged',
    ],
  },
  {
    section: '8.2',
    rule: "Network errors, timeouts and 'Request cancelled or aborted' are categorised",
    testedBy: ['apps/dotcom/e2e/chaos.spec.ts › a dropped connection on the eligibility call shows the system error'],
  },
  {
    section: '8.3',
    rule: "A front-end error outside the app offers assistance by the throttle list: EA_BAU's, EA_VC's and EA_C's words",
    testedBy: [
      'packages/storefront/src/__tests__/ProblemNotice.test.tsx › EA_BAU: a live agent via chat',
      'packages/storefront/src/__tests__/ProblemNotice.test.tsx › EA_VC: video support from a store Specialist; EA_C: a call to a live representative',
      'packages/storefront/src/__tests__/ProblemNotice.test.tsx › nothing inside the app, nor without a flag, nor for a failure the page found itself',
    ],
  },
  {
    section: '8.3',
    rule: "Video assist appends 'Click here for video assistance' to the error notification",
    testedBy: [
      "packages/storefront/src/assist/__tests__/AssistHost.test.tsx › offers video assist at the check's store, and error notices of the page get its link",
      "packages/storefront/src/__tests__/ErrorNotice.test.tsx › adds 'Click here for video assistance' 500 ms after it shows",
    ],
  },
  {
    section: '8.3',
    rule: 'With the retry flag set, the message is replaced by the configured default message',
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › a page chunk that fails to load reloads once with a ts parameter, then says so; once a retry failed too',
    ],
  },
  {
    section: '8.3',
    rule: "Keep-alive failure: 'Failed to extend session, already expired'",
    testedBy: [
      "packages/session-timer/src/__tests__/state.test.ts › a keep-alive failure with status 500 means 'Failed to extend session, already expired'",
      "packages/storefront/src/__tests__/session-screens.test.tsx › shows 'Failed to extend session, already expired'",
    ],
  },
  {
    section: '8.3',
    rule: "A render failure shows 'Something went wrong.'",
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › a page chunk that fails to load reloads once with a ts parameter, then says so',
    ],
  },
  {
    section: '8.3',
    rule: "API_ERROR, HTTP_ERROR, SYSTEM_ERROR or UNABLE TO CONNECT are replaced for users with 'Looks like something went wrong. Please try again later.', the original kept as the network message",
    testedBy: [
      'packages/storefront/src/__tests__/ProblemNotice.test.tsx › the words of spec 8.3 in a notice › "Names API_ERROR, HTTP_ERROR or SYSTEM_ERROR',
      'apps/dotcom/e2e/errors.spec.ts › an API_ERROR saying UNABLE TO CONNECT never reaches the customer as the service wrote it',
    ],
  },
  {
    section: '8.4',
    rule: 'Id 208 on getCases, add-device, add-accessories or landing goes to the scheduled-order page',
    testedBy: [
      'apps/dotcom/e2e/service-answers.spec.ts › id 208 on the account landing sends a signed-in customer to the scheduled-order page',
      'apps/dotcom/e2e/errors.spec.ts › the scheduled-order error page explains itself',
    ],
  },
  {
    section: '8.4',
    rule: 'HTTP 401 logs out: services stopped, storage and cookies cleared, session logout',
    testedBy: ['apps/dotcom/e2e/errors.spec.ts › HTTP 401 logs out'],
  },
  {
    section: '8.4',
    rule: "R1001, 1022, 3454, 15501, 899, redis or configured ids, or 'Request body must either contain', 'redis', 'missing': clear state and go to the cart with redirect=detailsnotfound",
    testedBy: [
      'apps/dotcom/e2e/query-params.spec.ts › redirect=detailsnotfound: the cart says the checkout starts again from it',
      'apps/dotcom/e2e/errors.spec.ts › R1001 and 1022 clear the state to the fallback cart',
    ],
  },
  {
    section: '8.4',
    rule: "Id 3000 with 'Accessory Item not found in cart' or 'Invalid Accessory Item Id' reloads the page",
    testedBy: [
      'packages/error-catalogue/src/__tests__/handling.test.ts › id 3000 with "Accessory Item not found in cart" reloads the page',
      'packages/error-catalogue/src/__tests__/handling.test.ts › id 3000 with "Invalid Accessory Item Id" reloads the page',
      'packages/error-catalogue/src/__tests__/handling.test.ts › id 3000 with another message is only shown',
    ],
  },
  {
    section: '8.4',
    rule: 'A chunk that fails to load reloads once with a ts parameter',
    testedBy: [
      'apps/dotcom/e2e/errors.spec.ts › a page chunk that fails to load reloads once with a ts parameter, then says so',
    ],
  },
  {
    section: '8.4',
    rule: 'The fallback cart pages: express cart, the prepaid express cart, the express checkout for logged-in users',
    testedBy: [
      'apps/dotcom/e2e/query-params.spec.ts › redirect=detailsnotfound: the cart says the checkout starts again from it',
      'apps/dotcom/e2e/query-params.spec.ts › the express checkout (the signed-in fallback of spec 8.4)',
      'packages/journeys/prepaid/e2e/prepaid.spec.ts › a partner phone that cannot work here ends on the RPS error page; the fallback cart says it started again',
    ],
  },
  {
    section: '8.5',
    rule: 'Promo errors: INVALID_PROMO (2399), PROMO_EXPIRED (2397), MAX_USED (2398), NO_DATA_FOUND, SYSTEM_ERROR, INVALID_VALUE, each in a warning alert under the field, sent to analytics',
    testedBy: [
      promoError('EXPIRED', 'PROMO_EXPIRED'),
      promoError('MAXUSED', 'MAX_USED'),
      promoError('NODATA1', 'NO_DATA_FOUND'),
      promoError('SYSERR1', 'SYSTEM_ERROR'),
      promoError('OTHER12', 'INVALID_PROMO'),
      promoError('0FNF202', 'INVALID_VALUE'),
    ],
  },
  {
    section: '8.5',
    rule: 'Phone errors: INVALID_PHONE_NUMBER, INVALID_NUMBER_EXIST, SYSTEM_ERROR',
    testedBy: [
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › a number off the North American pattern gives InvalidNumber (INVALID_PHONE_NUMBER)',
      phoneError('not eligible (N): INVALID_NUMBER_EXIST'),
      phoneError('a failed call: SYSTEM_ERROR'),
    ],
  },
  {
    section: '8.6',
    rule: 'Same-day delivery errors go to analytics (defaults NO_ERR_CODE, NO_ERR_MSG); 10023 and 10027 are hidden for logged-out users off the delivery page',
    testedBy: [
      'packages/journeys/checkout/e2e/checkout.spec.ts › same-day delivery in 10001, and 59001 offers none (10023)',
      'packages/journeys/checkout/e2e/checkout.spec.ts › same-day delivery errors are reported to analytics',
    ],
  },
  {
    section: '8.6',
    rule: 'A failed live-chat check falls back with an empty proposition id',
    testedBy: [
      'packages/live-chat-engine/src/__tests__/check.test.ts › a failed check falls back to no chat with an empty proposition id',
      'packages/storefront/src/assist/__tests__/assistance.test.ts › a failed check falls back to no chat with an empty proposition id',
    ],
  },
  {
    section: '8.6',
    rule: 'A session timeout shows an overlay',
    testedBy: ['apps/dotcom/e2e/session.spec.ts › at 30:00 a customer is logged out and the time-out overlay says why'],
  },

  // 9. Business constants and limits
  {
    section: '9',
    rule: 'Session timeout 30 minutes',
    testedBy: [
      'packages/session-timer/src/__tests__/timer.test.ts › warns at 28:00 and logs a logged-in customer out at 30:00',
      'apps/dotcom/e2e/session.spec.ts › at 30:00 a customer is logged out',
    ],
  },
  {
    section: '9',
    rule: 'Session warning at 28 minutes',
    testedBy: [
      'packages/session-timer/src/__tests__/timer.test.ts › warns at 28:00 and logs a logged-in customer out at 30:00',
      'apps/dotcom/e2e/session.spec.ts › the warning shows at 28:00',
    ],
  },
  {
    section: '9',
    rule: 'Timer tick every second',
    testedBy: [
      'packages/session-timer/src/__tests__/state.test.ts › the countdown decrements by one per tick',
      'packages/storefront/src/__tests__/session-screens.test.tsx › tells screen readers the time again at one minute and at 20 seconds',
    ],
  },
  {
    section: '9',
    rule: 'Video chat 08:00 to 22:00 local time, more than 3 agents',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › in its hours with 4 agents',
      'packages/journeys/stores/e2e/stores.spec.ts › out of video chat’s hours it says when it opens',
    ],
  },
  {
    section: '9',
    rule: 'The video-assist link attaches 500 ms after the notification',
    testedBy: [
      "packages/storefront/src/assist/__tests__/AssistHost.test.tsx › offers video assist at the check's store, and error notices of the page get its link",
      "packages/storefront/src/__tests__/ErrorNotice.test.tsx › adds 'Click here for video assistance' 500 ms after it shows",
    ],
  },
  {
    section: '9',
    rule: 'Chat-hide retries wait 15000 ms',
    testedBy: ['apps/dotcom/e2e/timers.spec.ts › on a page with private data the chat is hidden'],
  },
  {
    section: '9',
    rule: 'The tag page view and the chat re-init come 500 ms after the page',
    testedBy: [
      "apps/dotcom/e2e/timers.spec.ts › an overlay chat offer covers the page after its proposition's timeDelay",
    ],
  },
  {
    section: '9',
    rule: 'Smart banner default rating 4.1 of 5; default pages mdnselection and protection',
    testedBy: [
      'packages/storefront/e2e/smart-banner.spec.ts › the banner shows its rating',
      'apps/dotcom/e2e/shell.spec.ts › the app-download banner stays off pages other than mdnselection and protection',
      'apps/dotcom/src/__tests__/page-traits.test.ts › the app-download banner appears by default on mdnselection and protection',
    ],
  },
  {
    section: '9',
    rule: 'Video popup up to 700 high and 700 wide (window under 720)',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › in its hours with 4 agents, video chat opens as a popup of the video-assist page',
    ],
  },
  {
    section: '9',
    rule: 'Navigation title tab index 1 for vzt and vzp, 2 otherwise',
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › the title and the tab bar of a vzt app use tab index 1',
      'apps/webview/e2e/simulator.spec.ts › the title and the tab bar of a vzw app use tab index 2',
    ],
  },
  {
    section: '9',
    rule: 'Fab chat icon: expand duration 3, text size 13',
    testedBy: ['apps/webview/e2e/simulator.spec.ts › the chat button is drawn as the store asks (spec 9)'],
  },
  {
    section: '9',
    rule: 'Hide wishlist and cart support version 9.0, pattern list F',
    testedBy: [
      'apps/webview/e2e/simulator.spec.ts › the cart and favorites hide the app’s own wishlist and cart icons from app 9.0',
    ],
  },
  {
    section: '9',
    rule: 'Maximum page content width 1232 px',
    testedBy: [
      'apps/dotcom/e2e/shell.spec.ts › a shopping page has the global header and footer, and content at most 1232 px wide',
    ],
  },
  {
    section: '9',
    rule: 'Phone max length 10 digits',
    testedBy: [
      'packages/fnf-validation/src/__tests__/phone.test.ts › keeps at most the max length of 10 digits',
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › the field asks for a numeric keypad, takes 10 digits',
    ],
  },
  {
    section: '9',
    rule: 'Promo code min 7 characters; 7 alphanumeric plus optional 4 digits',
    testedBy: [
      'packages/fnf-validation/src/__tests__/promo.test.ts › allows 7 characters plus an optional 4 digits',
      'packages/journeys/fnf/src/__tests__/fnf-rules.test.tsx › submit is disabled under 7 characters',
      validPromo('FNF20261234'),
    ],
  },
  {
    section: '9',
    rule: 'Live-chat check timeout 5000 ms',
    testedBy: ['apps/dotcom/e2e/timers.spec.ts › a live-chat check that does not answer is given up after 5000 ms'],
  },
  {
    section: '9',
    rule: 'Auto-suggestion inactivity default 30000 ms',
    testedBy: ['apps/dotcom/e2e/timers.spec.ts › search suggestions left alone close after 30000 ms'],
  },
  {
    section: '9',
    rule: 'Analytics updater every 1 s, giving up after 10 tries',
    testedBy: ['apps/dotcom/e2e/analytics.spec.ts › the updater looks for it every 1 s'],
  },
  {
    section: '9',
    rule: 'Tooltip habInvocationTime 500 ms',
    testedBy: [
      'packages/design-system/e2e/stories.spec.ts › shows 500 ms after focus and hides on Escape',
      'apps/webview/e2e/simulator.spec.ts › the help button is asked for with the invocation time of spec 9 (500 ms)',
    ],
  },
  {
    section: '9',
    rule: 'Overlay default time delay 0 seconds',
    testedBy: [
      "apps/dotcom/e2e/timers.spec.ts › an overlay chat offer covers the page after its proposition's timeDelay",
    ],
  },
  {
    section: '9',
    rule: 'Proposition ids: PLP_01-02 embedded, 03-04 sticky, 05-06 overlay, 07 proactive, 08 reactive, P_NoNBA none',
    testedBy: [
      'apps/dotcom/e2e/assist.spec.ts › a signed-in customer gets the sticky offer of PLP_03',
      'apps/dotcom/e2e/assist.spec.ts › the overlay of PLP_05',
      'apps/dotcom/e2e/assist.spec.ts › the reactive bot of PLP_08 waits behind a button',
      'packages/live-chat-engine/src/__tests__/decide.test.ts › status 0 with PLP_01: the LP flow, embedded',
      'packages/storefront/src/assist/__tests__/AssistHost.test.tsx › PLP_01 and PLP_02: a live agent offered in the page',
    ],
  },
  {
    section: '9',
    rule: 'Live-chat defaults: customer type NC, authentication N',
    testedBy: [
      'packages/live-chat-engine/src/__tests__/store.test.ts › a decision the service was asked for says who it took the visitor for',
      'packages/live-chat-engine/src/__tests__/decide.test.ts › defaults the customer type to NC and the authentication to N',
    ],
  },
  {
    section: '9',
    rule: 'Analytics event codes event86, event181, event180',
    testedBy: [
      'apps/dotcom/e2e/analytics.spec.ts › the page view is recorded on each route; the first add-to-cart opens the cart',
      'apps/dotcom/e2e/analytics.spec.ts › a cart kept from an earlier visit is resumed: event180',
    ],
  },
  {
    section: '9',
    rule: 'Header pause timers for click-to-call setup: 1 s, 2 s and 10 s',
    testedBy: [
      "apps/dotcom/e2e/timers.spec.ts › the store's line until the 2 s look finds the visitor",
      'apps/dotcom/e2e/timers.spec.ts › an answer after the 2 s look is found by the 10 s look, not before',
    ],
  },
  {
    section: '9',
    rule: 'Retry: once, exponential from 200 ms, on listed addresses, for a network error or status 0, 502, 503, 504',
    testedBy: [
      'packages/http-client/src/__tests__/retry.test.ts › defaults to count 1, a 200 ms base, and status 0, 502, 503, 504 for listed URLs only',
      'packages/http-client/src/__tests__/retry.test.ts › doubles the delay each retry (200 ms, then 400 ms)',
      'packages/http-client/src/__tests__/retry.test.ts › "exponential delay base 200 ms"',
      'apps/dotcom/e2e/chaos.spec.ts › a 503 of the content service is retried once by the policy, and the page loads',
    ],
  },
  {
    section: '9',
    rule: 'Page title announcer delay 300 ms',
    testedBy: [
      "apps/dotcom/src/__tests__/page-announcer.test.tsx › says the new page's heading 300 ms after the move, not before",
    ],
  },
  {
    section: '9',
    rule: 'Redirect promise 2 s',
    testedBy: [
      "apps/dotcom/e2e/service-answers.spec.ts › a goToUrl answer stops the page's services and resolves its call 2 s later",
    ],
  },
  {
    section: '9',
    rule: 'Prefetch delay 2 s or 3 s; the prefetch log polled every 500 ms',
    testedBy: [
      "apps/dotcom/e2e/timers.spec.ts › on a computer, the flow's other pages are fetched 2 s after one of its pages shows",
      'packages/storefront/src/__tests__/flow-prefetch.test.ts › waits 2 s on a computer and 3 s on a phone or a tablet',
      "packages/storefront/src/__tests__/flow-prefetch.test.ts › while the page's own calls are under way it looks again every 500 ms",
    ],
  },
  {
    section: '9',
    rule: 'Chunk timeout 120000 ms',
    testedBy: ["apps/dotcom/e2e/timers.spec.ts › a page's code that never arrives is given up after 120000 ms"],
  },
  {
    section: '9',
    rule: 'Service info kept: the last 5',
    testedBy: [
      'apps/dotcom/e2e/shell.spec.ts › the debug button shows outside production and lists the last service calls',
    ],
  },
  {
    section: '9',
    rule: 'Mobile app version threshold 20',
    testedBy: ['apps/webview/e2e/simulator.spec.ts › from app 20 the shop is its variant'],
  },
  {
    section: '9',
    rule: 'Cookie expiry offset three days back',
    testedBy: [
      "apps/dotcom/e2e/errors.spec.ts › signing out expires the store's cookies by setting their expiry three days back",
    ],
  },
];
