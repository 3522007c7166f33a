import { describe, expect, it } from 'vitest';
import { cookieIntentStore, encodeIntent, parseIntent, type ShoppingIntent } from '../intent.js';

describe('the shopping intent (spec 3.4 `intent` cookie): a line to upgrade, or a new line', () => {
  it('an upgrade names its line, and says when the line is paid off early; a new line is AAL', () => {
    const intents: ShoppingIntent[] = [
      { flow: 'EUP', mtn: '2015550121', payOff: false },
      { flow: 'EUP', mtn: '2015550121', payOff: true },
      { flow: 'AAL' },
    ];
    for (const intent of intents) expect(parseIntent(encodeIntent(intent))).toEqual(intent);
    expect(encodeIntent(intents[1]!)).toBe('EUP.2015550121.payoff');
  });

  it('anything else is no intent: another flow, a number that is not one, markup', () => {
    for (const raw of ['', 'NSE', 'EUP', 'EUP.123', 'EUP.1015550121', 'EUP.2015550121.x', 'AAL<script>', undefined, 42])
      expect(parseIntent(raw)).toBeUndefined();
  });

  it('is kept in a cookie for the visit, on the shared domain, and cleared', () => {
    let cookies = '';
    const written: string[] = [];
    const jar = {
      read: () => cookies,
      write: (assignment: string) => {
        written.push(assignment);
        const [pair] = assignment.split(';');
        cookies = /max-age=0/.test(assignment) ? '' : (pair ?? '');
      },
    };
    const store = cookieIntentStore(jar, { domain: 'store.localhost' });
    store.set({ flow: 'EUP', mtn: '2015550111', payOff: false });
    expect(written.at(-1)).toBe('intent=EUP.2015550111; path=/; SameSite=Lax; domain=store.localhost');
    expect(store.get()).toEqual({ flow: 'EUP', mtn: '2015550111', payOff: false });
    store.clear();
    expect(written.at(-1)).toMatch(/^intent=; max-age=0/);
    expect(store.get()).toBeUndefined();
  });
});
