import { describe, expect, it } from 'vitest';
import { DRAWN_COOKIES, drawnForCookies } from '../drawn-for.js';

describe('the cookies a page was drawn with (its drawing is hydrated only for the same)', () => {
  const paula = 'loggedIn=true; role=postpay; firstName=Paula; intent=EUP.2015550121.payoff; cartId=C-1';

  it('is the same for the same drawn cookies, whatever else the visitor has and in whatever order', () => {
    expect(drawnForCookies(paula)).toBe(
      drawnForCookies(
        'XSRF-TOKEN=abc; cartId=C-1; intent=EUP.2015550121.payoff; firstName=Paula; role=postpay; loggedIn=true',
      ),
    );
    expect(drawnForCookies('')).toBe(drawnForCookies('XSRF-TOKEN=abc; sandboxSession=s-1'));
    expect(drawnForCookies(paula)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('differs when a cookie the page depends on changed: the intent used up by a form, a cart made, a sign-out', () => {
    const seen = new Set([
      drawnForCookies(paula),
      drawnForCookies(paula.replace('; intent=EUP.2015550121.payoff', '')),
      drawnForCookies(paula.replace('cartId=C-1', 'cartId=C-2')),
      drawnForCookies(paula.replace('loggedIn=true', 'loggedIn=false')),
      drawnForCookies(`${paula}; gnCartCount=1`),
      drawnForCookies(''),
    ]);
    expect(seen.size).toBe(6);
    // Each cookie the page depends on counts, on its own.
    const each = DRAWN_COOKIES.map((name) => drawnForCookies(`${name}=1`));
    expect(new Set([...each, drawnForCookies('')]).size).toBe(DRAWN_COOKIES.length + 1);
  });
});
