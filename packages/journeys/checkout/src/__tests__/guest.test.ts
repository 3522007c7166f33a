import { describe, expect, it } from 'vitest';
import { checkoutQuery, confirmationPath, hubPath, isGuest } from '../flow.js';
import { orderNumberOf, orderProof } from '../lookup.js';
import { parseGuestSearch } from '../manifest.js';

const prospect = { loggedIn: false, prospect: true };
const guest = { loggedIn: false, prospect: false };
const customer = { loggedIn: true, prospect: false };

describe('guest checkout (spec 4.2, 6.1)', () => {
  it('a guest is not logged in and no prospect (level L1, with the account’s last two digits)', () => {
    expect(isGuest(guest)).toBe(true);
    expect(isGuest(prospect)).toBe(false);
    expect(isGuest(customer)).toBe(false);
  });

  it('a guest checks out on guestcheckout and sees guestconfirmation; everyone else on checkout and orderconfirmation', () => {
    expect(hubPath(guest)).toBe('/guestcheckout.html');
    expect(confirmationPath(guest)).toBe('/guestconfirmation.html');
    for (const visitor of [prospect, customer]) {
      expect(hubPath(visitor)).toBe('/checkout.html');
      expect(confirmationPath(visitor)).toBe('/orderconfirmation.html');
    }
  });

  it('the guest login comes back only to a store page of this site', () => {
    expect(parseGuestSearch({ goto: '/sales/digital/guestcheckout.html' })).toEqual({
      goto: '/sales/digital/guestcheckout.html',
    });
    expect(parseGuestSearch({ goto: '/sales/nse/cart.html?x=1' })).toEqual({ goto: '/sales/nse/cart.html?x=1' });
    for (const goto of [
      'https://evil.example/sales/',
      '//evil.example',
      '/\t/evil.example',
      '/sandbox/admin',
      42,
      undefined,
    ])
      expect(parseGuestSearch({ goto })).toEqual({});
  });
});

describe('the order lookup reads an order number and the email or ZIP code of the order', () => {
  it('an order number is MW and 8 digits; spaces and lower case are forgiven', () => {
    expect(orderNumberOf(' mw 1234 5678 ')).toBe('MW12345678');
    for (const wrong of ['', 'MW1234567', 'MW123456789', 'XX12345678', '12345678'])
      expect(orderNumberOf(wrong)).toBeUndefined();
  });

  it('an @ makes it an email, else a ZIP code (ZIP+4 is read as its five digits)', () => {
    expect(orderProof(' Ana@Example.com ')).toEqual({ email: expect.stringMatching(/^ana@example\.com$/i) });
    expect(orderProof('07302')).toEqual({ zip: '07302' });
    expect(orderProof('07302-1234')).toEqual({ zip: '07302' });
    for (const wrong of ['', 'ana@', '0730', 'not a zip']) expect(orderProof(wrong)).toBeUndefined();
  });
});

describe('the checkout’s query (spec 2.6)', () => {
  it('mtnFlow=G asks for a new number, orderreview=true for the review, guestCheckout=true for the guest login', () => {
    expect(checkoutQuery('?mtnFlow=G')).toEqual({ newNumber: true });
    expect(checkoutQuery('?orderreview=true&guestCheckout=true')).toEqual({ toReview: true, guest: true });
  });

  it('any other value asks nothing', () => {
    expect(checkoutQuery('?mtnFlow=P&orderreview=1&guestCheckout=yes')).toEqual({});
    expect(checkoutQuery('')).toEqual({});
  });
});
