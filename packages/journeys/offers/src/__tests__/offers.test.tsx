import { HttpError } from '@carrier/http-client';
import type { Offer, OffersAnswer } from '@carrier/service-contracts';
import { renderStore, testDeps, testShell, withJourney } from '@carrier/storefront/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createOffersDeps } from '../deps.js';
import { acceptTarget, offerTarget } from '../frame.js';
import { createOffersJourney } from '../manifest.js';
import { quoteName } from '../quote.js';
import { parseCompareSearch, parseLeadSearch, parseLinkSearch, parsePromoSearch, parseScanSearch } from '../search.js';
import type { OffersServices } from '../services.js';

const pending = () => new Promise<never>(() => undefined);
const refusal = (id: string, status = 404) =>
  new HttpError({
    kind: 'http',
    method: 'GET',
    url: '/soe/digital/prospect/offersservice/offers/list?placement=lead',
    status,
    data: { errors: [{ id, message: id }] },
    attempts: 1,
  });

const OFFER: Offer = {
  offerId: 'OF-FOLD7-500',
  title: 'Reserved for you: $500 off Galaxy Z Fold7',
  description: 'An offer for your account.',
  savings: 500,
  deviceIds: ['samsung-galaxy-z-fold7'],
  endsOn: '2027-02-28',
  restricted: true,
  restrictedType: 'DEVICE',
  accepted: false,
  action: 'product',
  partnerUrl: null,
  terms: 'With a new line.',
};
const answer = (offers: Offer[], firstName: string | null = null): OffersAnswer => ({
  placement: 'lead',
  firstName,
  offers,
});
const services = (overrides: Partial<OffersServices> = {}): OffersServices => ({
  offers: async () => answer([OFFER]),
  promotion: pending,
  bundleOptions: pending,
  bundleQuote: pending,
  quotes: async () => ({ quotes: [], maxQuotes: 5 }),
  saveQuote: pending,
  deleteQuote: pending,
  myLink: pending,
  scan: pending,
  homeInternet: pending,
  orderHomeInternet: pending,
  checkVehicle: pending,
  ...overrides,
});

function open(
  path: string,
  offerServices: OffersServices,
  options: { loggedIn?: boolean; origins?: string[]; throttleList?: string[] } = {},
) {
  const journey = createOffersJourney(options.origins ?? []);
  const deps = {
    ...createOffersDeps({ services: {} as never, cookies: () => '' }),
    services: offerServices,
    access: {
      throttleCookie: () => options.throttleList ?? ['NSE_REDIRECT_TH_PROSPECT'],
      hasProspectCart: () => false,
      throttleList: pending,
    },
  };
  const world = testDeps({
    ...withJourney(journey, deps),
    shell: testShell({ loggedIn: () => options.loggedIn ?? false }),
    currentHref: () => `http://localhost/sales/digital${path}`,
  });
  renderStore(world, createMemoryHistory({ initialEntries: [`/sales/digital${path}`] }));
  return world;
}

describe('the offer pages’ rules', () => {
  it('accepting a restricted offer opens its page with the restricted-product flags (spec 2.6), which save it', () => {
    expect(acceptTarget(OFFER)).toEqual({
      path: '/smartphones/samsung-galaxy-z-fold7.html',
      query: { restricted: 'true', offerId: 'OF-FOLD7-500', type: 'DEVICE' },
    });
    expect(offerTarget({ ...OFFER, action: 'promohubcart', offerId: 'OF-PX10-100' })).toEqual({
      path: '/promohubcart.html',
      query: { promo: 'OF-PX10-100' },
    });
  });

  it('the query’s ids are read only in their own shapes; a Specialist’s code that is not one is kept to say so', () => {
    expect(parseLeadSearch({ leadId: 'ld-7q2k9d' })).toEqual({ leadId: 'LD-7Q2K9D' });
    expect(parseLeadSearch({ leadId: '<script>' })).toEqual({});
    expect(parsePromoSearch({ promo: 'OF-PX10-100' })).toEqual({ promo: 'OF-PX10-100' });
    expect(parsePromoSearch({ promo: 'javascript:alert(1)' })).toEqual({});
    expect(parseCompareSearch({ a: 'Q-ABCDEFGH', b: 'nope' })).toEqual({ a: 'Q-ABCDEFGH' });
    expect(parseLinkSearch({ code: 'ml-4f7k2q' })).toEqual({ code: 'ML-4F7K2Q' });
    expect(parseLinkSearch({ code: 'bad code' })).toEqual({ code: 'bad code' });
    expect(parseScanSearch({ scanngoACC: ' Roadline-Vent-Car-Mount ' })).toEqual({
      scanngoACC: 'roadline-vent-car-mount',
    });
    expect(parseScanSearch({})).toEqual({});
  });

  it('a quote is named with 1 to 40 characters, its spaces tidied', () => {
    expect(quoteName('  Family   plan ')).toBe('Family plan');
    expect(quoteName('   ')).toBeUndefined();
    expect(quoteName('x'.repeat(41))).toBeUndefined();
  });
});

describe('the offer pages', () => {
  it('a lead is greeted by first name; a restricted offer is to accept, with its flags in the link', async () => {
    open('/leadOffers.html?leadId=LD-7Q2K9D', services({ offers: async () => answer([OFFER], 'Liam') }));
    expect(await screen.findByText('Liam, these offers are waiting for you.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Accept offer' })).toHaveAttribute(
      'href',
      '/sales/digital/smartphones/samsung-galaxy-z-fold7.html?restricted=true&offerId=OF-FOLD7-500&type=DEVICE',
    );
  });

  it('"each offer page shows its offers with pictures, terms, eligibility and a way to act on each"', async () => {
    const pictured = {
      ...OFFER,
      image: '/content/vcg/images/devices/samsung-galaxy-z-fold7/silver-shadow.svg',
      eligibility: ['Reserved for your account: accept it to keep it', 'A new line, or an upgrade'],
    };
    open(
      '/myOffersList.html',
      services({ offers: async () => answer([pictured, { ...OFFER, offerId: 'OF-PLAIN' }]) }),
      {
        loggedIn: true,
      },
    );
    const [card, plain] = await screen.findAllByRole('listitem', { name: /Galaxy Z Fold7/ });
    expect(card!.querySelector('img')).toHaveAttribute('src', pictured.image);
    expect(within(card!).getByRole('list', { name: 'Who can get it' })).toHaveTextContent(
      'Reserved for your account: accept it to keep itA new line, or an upgrade',
    );
    expect(within(card!).getByText('Terms: With a new line.')).toBeVisible();
    expect(within(card!).getByRole('link', { name: 'Accept offer' })).toBeVisible();
    // An offer from a service that gives neither is still shown, without them.
    expect(plain!.querySelector('img')).toBeNull();
    expect(within(plain!).queryByRole('list')).toBeNull();
  });

  it('a lead whose link ended says so, and shows the offers open to everyone', async () => {
    const offers = vi.fn<OffersServices['offers']>(async (_placement, leadId) => {
      if (leadId) throw refusal('LEAD_NOT_FOUND');
      return answer([{ ...OFFER, restricted: false, restrictedType: null, title: 'Open to all' }]);
    });
    open('/leadOffers.html?leadId=LD-000000', services({ offers }));
    expect(await screen.findByText(/We could not find the offers of this link/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Open to all' })).toBeVisible();
  });

  it('my offers ask a visitor who is not signed in to sign in, and call nothing', async () => {
    const offers = vi.fn<OffersServices['offers']>(pending);
    open('/myOffersList.html', services({ offers }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My offers' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'My offers' })).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    expect(offers).not.toHaveBeenCalled();
  });

  it('holiday offers that ended lead to their error page, which says so and shows the year-round promotions', async () => {
    const offers = vi.fn<OffersServices['offers']>(async (placement) => {
      if (placement === 'holiday') throw refusal('HOLIDAY_OFFERS_ENDED');
      return answer([{ ...OFFER, restricted: false, restrictedType: null, title: 'All year' }]);
    });
    open('/holidayoffers.html', services({ offers }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday offers are not available' })).toBeVisible();
    expect(screen.getByText(/Our holiday offers have ended for this season/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'All year' })).toBeVisible();
  });

  it("the banking partner's page is followed only to the store's origin or an allowed partner origin", async () => {
    const bank = (partnerUrl: string) =>
      services({
        offers: async () =>
          answer([{ ...OFFER, restricted: false, restrictedType: null, action: 'openBank', partnerUrl }]),
      });
    open('/openBankMLP.html', bank('https://evil.example/steal'));
    expect(await screen.findByText('We could not open the bank’s page from here. Try again later.')).toBeVisible();
  });

  it('5G Home Internet: a bad ZIP is named and nothing is asked; an order is placed with one key, kept on a retry', async () => {
    const homeInternet = vi.fn<OffersServices['homeInternet']>(async (zip) => ({
      zip,
      available: true,
      city: 'New York, NY',
      plans: [{ planId: 'HI-5G-PLUS', name: '5G Home Plus', speed: '300 Mbps', monthly: 60, withMobileMonthly: 35 }],
    }));
    const orderHomeInternet = vi
      .fn<OffersServices['orderHomeInternet']>()
      .mockRejectedValueOnce(refusal('SERVICE_DOWN', 503))
      .mockResolvedValue({
        orderNumber: 'HIAAAA2222',
        planName: '5G Home Plus',
        monthly: 60,
        deliveryBy: '2026-11-29',
      });
    open('/5gbolt.html', services({ homeInternet, orderHomeInternet }));
    const zip = await screen.findByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('Enter the 5 digits of your ZIP code.')).toBeVisible();
    expect(homeInternet).not.toHaveBeenCalled();
    fireEvent.change(zip, { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('Good news: 5G Home Internet reaches New York, NY.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Street address for the receiver'), { target: { value: '1 Main Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Order 5G Home Internet' }));
    expect(await screen.findByText(/We could not place the order/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Order 5G Home Internet' }));
    expect(await screen.findByText('Order HIAAAA2222 is placed.')).toBeVisible();
    const keys = orderHomeInternet.mock.calls.map((call) => call[1]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('the connected car: a car it does not fit says why, and offers nothing to add', async () => {
    const checkVehicle = vi.fn<OffersServices['checkVehicle']>(async () => ({
      compatible: false,
      reason: 'The reader works with cars from 1996 or newer.',
      accessoryId: 'carrier-drive-connected-car-reader',
      name: 'Drive Connected-Car Reader',
      price: 99.99,
      serviceMonthly: 10,
    }));
    open('/humconfig.html', services({ checkVehicle }));
    fireEvent.change(await screen.findByLabelText('Model year'), { target: { value: '1994' } });
    fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'Ford' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my car' }));
    expect(await screen.findByText('The reader works with cars from 1996 or newer.')).toBeVisible();
    expect(checkVehicle).toHaveBeenCalledWith(1994, 'Ford');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('quotes: an empty cart is said in words; compare waits for two quotes', async () => {
    const saveQuote = vi.fn<OffersServices['saveQuote']>().mockRejectedValue(refusal('CART_EMPTY', 422));
    open('/quotes.html', services({ saveQuote }));
    fireEvent.change(await screen.findByLabelText('Name this quote', { exact: false }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my cart as a quote' }));
    await waitFor(() => expect(saveQuote).toHaveBeenCalledWith('Mine'));
    expect(await screen.findByText(/Your cart is empty/)).toBeVisible();
    expect(screen.getByText('You have no saved quotes yet.')).toBeVisible();
  });

  it('a prospect whose throttle list has no prospect flow is asked to sign in instead of adding (spec 6.2, 6.4)', async () => {
    const promotion = vi.fn<OffersServices['promotion']>(async () => ({
      promotion: { ...OFFER, restricted: false, restrictedType: null, action: 'promohubcart', offerId: 'OF-PX10-100' },
      phones: [
        {
          deviceId: 'google-pixel-10',
          sku: 'GOOGLE-PIXEL-10-OBSIDIAN-128',
          name: 'Google Pixel 10',
          image: '/content/vcg/images/devices/google-pixel-10/obsidian.svg',
          price: 799,
          offerPrice: 699,
          monthly: 22.19,
          offerMonthly: 19.42,
        },
      ],
    }));
    open('/promohubcart.html?promo=OF-PX10-100', services({ promotion }), { throttleList: [] });
    expect(await screen.findByText('Sign in to shop this offer.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
