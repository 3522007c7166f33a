import type { StorefrontDeps } from '@carrier/storefront/kit';
import { CART, createPageAnalytics, renderStore, storeCart, testDeps, withJourney } from '@carrier/storefront/testing';
import {
  phoneErrorLabelKey,
  promoErrorLabelKey,
  type PhoneErrorType,
  type PromoErrorType,
} from '@carrier/fnf-validation';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fnfJourney } from '../manifest.js';
import type { FnfDeps } from '../deps.js';
import type { FnfServices } from '../services.js';
import { FNF_CONTENT as CONTENT, testFnf } from '../testing.js';

// The rules of the Friends and Family pages (spec 2.5, 4.6 to 4.8, 5.1, 5.2, 8.5), stated over the store's own pages
// with the journey's services answering as the sandbox's fixtures do. The journey through the running store (a code,
// a number, the landing) is shown by the browser tests beside this package (e2e/) and by the app's site.spec.ts.

// The pages' paths under the store's base (/sales/digital), as its router tells where it is.
const PROMO_PAGE = '/friendsandfamily.html';
const NUMBER_PAGE = '/friendsandfamily/validpromo.html';
const LANDING_PAGE = '/friendsandfamily/landing.html';
const P = CONTENT.promoPage;
const N = CONTENT.numberPage;

/** The sandbox's promo fixtures: the answer each code gets from validateFnfRedemptionCode. */
const PROMO_ANSWERS: Record<string, Awaited<ReturnType<FnfServices['validatePromo']>>> = {
  FNF2026: { valid: true },
  FNF20261234: { valid: true },
  EXPIRED: { valid: false, error: 'PROMO_EXPIRED' },
  MAXUSED: { valid: false, error: 'MAX_USED' },
  NODATA1: { valid: false, error: 'NO_DATA_FOUND' },
  SYSERR1: { valid: false, error: 'SYSTEM_ERROR' },
  OTHER12: { valid: false, error: 'INVALID_PROMO' },
};
/** The sandbox's number fixtures: the answer each number gets from portin-eligibility (any other one is eligible). */
const PHONE_ANSWERS: Record<string, Awaited<ReturnType<FnfServices['checkPortIn']>>> = {
  '2125550100': { eligible: false, error: 'INVALID_NUMBER_EXIST' },
  '3125550100': { eligible: false, error: 'INVALID_NUMBER_EXIST' },
  '4155550100': { eligible: false, error: 'SYSTEM_ERROR' },
};

/** What the promotion saves, as the sandbox says it with a valid code. */
const SAVINGS = {
  monthlyPerLine: 10,
  maxLines: 5,
  plans: [
    { planId: 'PLAN-UNL-WELCOME', name: 'Unlimited Welcome' },
    { planId: 'PLAN-UNL-PLUS', name: 'Unlimited Plus' },
  ],
};

/**
 * The journey's services as the sandbox answers, and one session kept across the pages a test opens; the cart takes
 * the code (`cartAnswers`: how the cart service answers apply-promotion).
 */
function friendsAndFamily(
  cartAnswers: () => Promise<unknown> = async () => ({ serviceHeader: { statusCode: '00000' }, data: CART }),
) {
  const validatePromo = vi.fn<FnfServices['validatePromo']>(
    async (code) => PROMO_ANSWERS[code] ?? { valid: false, error: 'INVALID_PROMO' },
  );
  const checkPortIn = vi.fn<FnfServices['checkPortIn']>(
    async (phone) => PHONE_ANSWERS[phone.replace(/\D/g, '')] ?? { eligible: true },
  );
  const fnf: FnfDeps = testFnf({ loadContent: async () => CONTENT, validatePromo, checkPortIn });
  const host: Parameters<typeof createPageAnalytics>[0] = {};
  const analytics = createPageAnalytics(host);
  const { cart, post: cartCalls } = storeCart(cartAnswers);
  /** Opens `path` of the store (as a new page load: the visit's state is kept in the session only). */
  const open = (path: string) => {
    const url = `/sales/digital${path}`;
    const deps: StorefrontDeps = testDeps({
      ...withJourney(fnfJourney, { ...fnf, state: testFnf().state }),
      analytics,
      cart,
      currentHref: () => `http://localhost${url}`,
    });
    const router = renderStore(deps, createMemoryHistory({ initialEntries: [url] }));
    return { router, deps };
  };
  const errorEvents = () => (host.vzdl?.events ?? []).filter((event) => event.event === 'error');
  return { fnf, validatePromo, checkPortIn, open, errorEvents, cartCalls };
}

const promoField = () => screen.findByRole('textbox', { name: P.FriendsAndFamilyLable });
/** The promo field once what the page puts in it on arrival (a code from the URL, a saved result) is there. */
const promoFieldWith = async (value: string) => {
  const field = await promoField();
  await waitFor(() => expect(field).toHaveValue(value));
  return field;
};
const applyButton = () => screen.getByRole('button', { name: P.buttonText });
const phoneField = () => screen.findByRole('textbox', { name: 'Wireless number' });
const continueButton = () => screen.getByRole('button', { name: N.buttonText });

describe('friendsandfamily.html: the promo code (spec 2.5, 4.7, 5.2, 8.5)', () => {
  it.each(['FNF2026', 'FNF20261234'])('a valid promo (%s) goes to friendsandfamily/validpromo.html', async (code) => {
    const { open } = friendsAndFamily();
    const { router } = open(PROMO_PAGE);
    await userEvent.type(await promoField(), code);
    await userEvent.click(applyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(NUMBER_PAGE));
    expect(await phoneField()).toBeInTheDocument();
  });

  it.each([
    ['EXPIRED', 'PROMO_EXPIRED'],
    ['MAXUSED', 'MAX_USED'],
    ['NODATA1', 'NO_DATA_FOUND'],
    ['SYSERR1', 'SYSTEM_ERROR'],
    ['OTHER12', 'INVALID_PROMO'],
    ['0FNF202', 'INVALID_VALUE'],
  ] as [string, PromoErrorType][])(
    '%s shows %s in a warning alert under the field, reports it and saves promoError',
    async (code, errorType) => {
      const { open, fnf, errorEvents, validatePromo } = friendsAndFamily();
      const { router } = open(PROMO_PAGE);
      const message = P[promoErrorLabelKey(errorType)];
      const field = await promoField();
      await userEvent.type(field, code);
      await userEvent.click(applyButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      // Under the field: after it in the page's order.
      expect(field.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(router.state.location.pathname).toBe(PROMO_PAGE);
      expect(fnf.session.readPromoError()).toMatchObject({ errorType, errorMessage: message });
      expect(errorEvents()).toContainEqual(
        expect.objectContaining({
          id: errorType,
          message,
          level: errorType === 'SYSTEM_ERROR' ? 'ERROR' : 'WARNING',
        }),
      );
      // A code that starts with 0 is refused before any call (INVALID_VALUE).
      expect(validatePromo).toHaveBeenCalledTimes(errorType === 'INVALID_VALUE' ? 0 : 1);
    },
  );

  it('the promo query parameter prefills the code, stripped of anything but letters and digits', async () => {
    const { open } = friendsAndFamily();
    open(`${PROMO_PAGE}?promo=FNF-2026`);
    await promoFieldWith('FNF2026');
  });

  it('a code of markup in the query is only letters and digits in the field, never markup on the page', async () => {
    const { open } = friendsAndFamily();
    open(`${PROMO_PAGE}?promo=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await promoFieldWith('imgsrcxoner');
    expect(document.querySelector('main img')).toBeNull();
  });

  it('promoError is restored when the customer returns', async () => {
    const { open } = friendsAndFamily();
    const first = open(PROMO_PAGE);
    await userEvent.type(await promoField(), 'EXPIRED');
    await userEvent.click(applyButton());
    await screen.findByRole('alert');
    first.router.history.destroy();
    document.body.innerHTML = '';
    open(PROMO_PAGE);
    await promoFieldWith('EXPIRED');
    expect(await screen.findByRole('alert')).toHaveTextContent(P[promoErrorLabelKey('PROMO_EXPIRED')]);
  });

  it('a different promo in the URL wins over a saved error', async () => {
    const { open, fnf } = friendsAndFamily();
    fnf.session.savePromoError({
      fnfRedemptionCode: 'EXPIRED',
      errorType: 'PROMO_EXPIRED',
      errorMessage: P[promoErrorLabelKey('PROMO_EXPIRED')],
    });
    open(`${PROMO_PAGE}?promo=FNF2026`);
    await promoFieldWith('FNF2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('editing the code clears the error', async () => {
    const { open, fnf } = friendsAndFamily();
    open(PROMO_PAGE);
    const field = await promoField();
    await userEvent.type(field, 'EXPIRED');
    await userEvent.click(applyButton());
    await screen.findByRole('alert');
    await userEvent.type(field, '1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(fnf.session.readPromoError()).toBeUndefined();
  });

  it('submit is disabled under 7 characters or when the numeric value is <= 0', async () => {
    const { open } = friendsAndFamily();
    open(PROMO_PAGE);
    await promoField();
    expect(applyButton()).toBeDisabled();
    for (const [value, enabled] of [
      ['FNF202', false],
      ['0000000', false],
      ['00000000000', false],
      ['FNF2026', true],
      ['1234567', true],
    ] as const) {
      // The field as it is now: on a busy machine the page may draw its form anew once its services are built, and a
      // value typed into the form it replaced is not the page's.
      await waitFor(async () => {
        fireEvent.change(await promoField(), { target: { value } });
        if (enabled) expect(applyButton(), value).toBeEnabled();
        else expect(applyButton(), value).toBeDisabled();
      });
    }
  });

  it('the field takes at most 11 characters and strips the rest as typed', async () => {
    const { open } = friendsAndFamily();
    open(PROMO_PAGE);
    const field = await promoField();
    await userEvent.type(field, 'FNF-2026 1234 99');
    expect(field).toHaveValue('FNF20261234');
    expect(field).toHaveAttribute('maxlength', '11');
  });

  it('pressing Enter submits the code', async () => {
    const { open, validatePromo } = friendsAndFamily();
    const { router } = open(PROMO_PAGE);
    await userEvent.type(await promoField(), 'FNF2026{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(NUMBER_PAGE));
    expect(validatePromo).toHaveBeenCalledWith('FNF2026');
  });
});

describe('friendsandfamily/validpromo.html: the phone number (spec 2.5, 4.8, 5.1, 8.5)', () => {
  /** The number page, reached with a valid promo. */
  async function numberPage(cartAnswers?: () => Promise<unknown>) {
    const fnf = friendsAndFamily(cartAnswers);
    fnf.fnf.session.savePromotion({ fnfRedemptionCode: 'FNF2026', numberOfLines: 1, savings: SAVINGS });
    const opened = fnf.open(NUMBER_PAGE);
    const field = await phoneField();
    return { ...fnf, ...opened, field };
  }
  const levels = (events: ReturnType<ReturnType<typeof friendsAndFamily>['errorEvents']>) =>
    events.map((event) => `${event.id} ${event.level}`);

  it('the field asks for a numeric keypad, takes 10 digits and shows them dashed 3-3-4', async () => {
    const { field } = await numberPage();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '20155501239999');
    expect(field).toHaveValue('201-555-0123');
  });

  it('the button is disabled until the number is valid, then the success label shows', async () => {
    const { field, errorEvents } = await numberPage();
    expect(continueButton()).toBeDisabled();
    await userEvent.type(field, '201555012');
    expect(continueButton()).toBeDisabled();
    await userEvent.type(field, '3');
    expect(await screen.findByText(N.NumberSuccessLabel)).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    expect(field).toHaveAccessibleDescription(N.NumberSuccessLabel);
    // Told to analytics as a SUCCESS notification (spec 4.6).
    expect(levels(errorEvents())).toContain('NUMBER_VALID SUCCESS');
  });

  it('an eligible number puts the code on the cart, then landing.html says what it saves and how, with the promotion and the masked number', async () => {
    const { field, router, cartCalls } = await numberPage();
    await userEvent.type(field, '2015550123');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(LANDING_PAGE));
    expect(cartCalls).toHaveBeenCalledWith(
      'cartservice/cart/apply-promotion',
      expect.objectContaining({ promotionCode: 'FNF2026' }),
    );
    expect(await screen.findByText('FNF2026')).toBeInTheDocument();
    expect(screen.getByText('xxx-xxx-0123')).toBeInTheDocument();
    expect(screen.queryByText('2015550123')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Friends and Family savings are in your cart',
    );
    expect(screen.getByText('$10.00 off')).toBeInTheDocument();
    expect(screen.getByText(/^On up to 5 new lines with Unlimited Welcome or Unlimited Plus\./)).toBeInTheDocument();
    expect(screen.getByText('Choose Unlimited Welcome or Unlimited Plus for each new line.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop smartphones' })).toHaveAttribute(
      'href',
      '/sales/digital/smartphones.html',
    );
    expect(screen.getByRole('link', { name: 'Compare the plans' })).toHaveAttribute(
      'href',
      '/sales/digital/plans.html',
    );
  });

  it('a cart that cannot take the code keeps the customer on the number page, says so, and goes on when it can', async () => {
    let fail = true;
    const { field, router } = await numberPage(async () => {
      if (fail) throw new Error('503');
      return { serviceHeader: { statusCode: '00000' }, data: CART };
    });
    await userEvent.type(field, '2015550123');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    expect(await screen.findByText(/We could not add your savings to your cart/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(NUMBER_PAGE);
    fail = false;
    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(LANDING_PAGE));
  });

  it('any other valid North American number is eligible', async () => {
    const { field } = await numberPage();
    await userEvent.type(field, '6175550199');
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it.each([
    ['not eligible (N): INVALID_NUMBER_EXIST', '2125550100', 'INVALID_NUMBER_EXIST'],
    ['an error code in errors: INVALID_NUMBER_EXIST', '3125550100', 'INVALID_NUMBER_EXIST'],
    ['a failed call: SYSTEM_ERROR', '4155550100', 'SYSTEM_ERROR'],
  ] as [string, string, PhoneErrorType][])(
    '%s shows its message in a warning alert and keeps the button disabled',
    async (_name, phone, error) => {
      const { field, errorEvents } = await numberPage();
      await userEvent.type(field, phone);
      expect(await screen.findByRole('alert')).toHaveTextContent(N[phoneErrorLabelKey(error)]);
      expect(continueButton()).toBeDisabled();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      // A number not eligible is a WARNING; a failed call an ERROR (spec 4.6).
      expect(levels(errorEvents())).toContain(`${error} ${error === 'SYSTEM_ERROR' ? 'ERROR' : 'WARNING'}`);
    },
  );

  it('a number off the North American pattern gives InvalidNumber (INVALID_PHONE_NUMBER) without a call', async () => {
    const { field, checkPortIn } = await numberPage();
    await userEvent.type(field, '1015550123');
    expect(await screen.findByText(N[phoneErrorLabelKey('INVALID_PHONE_NUMBER')])).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(continueButton()).toBeDisabled();
    expect(checkPortIn).not.toHaveBeenCalled();
  });

  it('an empty field left behind gives NumberRequired', async () => {
    const { field } = await numberPage();
    act(() => field.focus());
    await userEvent.tab();
    expect(await screen.findByText(N.NumberRequired)).toBeInTheDocument();
  });

  it('the eligibility check gets the dash-free number', async () => {
    const { field, checkPortIn } = await numberPage();
    await userEvent.type(field, '201-555-0123');
    await waitFor(() => expect(checkPortIn).toHaveBeenCalledTimes(1));
    expect(checkPortIn.mock.calls[0]?.[0].replace(/\D/g, '')).toBe('2015550123');
  });
});

describe('the flow’s pages are reached in order', () => {
  it('the number page without a valid promo goes back to the promo page', async () => {
    const { open } = friendsAndFamily();
    const { router } = open(NUMBER_PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe(PROMO_PAGE));
  });

  it('the landing page without a confirmed number goes back to the promo page', async () => {
    const { open, fnf } = friendsAndFamily();
    fnf.session.savePromotion({ fnfRedemptionCode: 'FNF2026', numberOfLines: 1 });
    const { router } = open(LANDING_PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe(PROMO_PAGE));
  });
});
