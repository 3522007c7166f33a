import { describe, expect, it } from 'vitest';
import { readsVisitState } from '../journey.js';

describe('a page that shows what the visit keeps in the browser is drawn there, once hydrated', () => {
  it('is one when its manifest row says so, or when its entry names the session state it needs', () => {
    expect(readsVisitState({ visitState: true })).toBe(true);
    expect(readsVisitState({ entry: { session: { trial: { status: 'onboarding' } } } })).toBe(true);
  });

  it('any other page is drawn by the server', () => {
    expect(readsVisitState({})).toBe(false);
    expect(readsVisitState({ chrome: 'focused', entry: { visitor: 'postpay' } })).toBe(false);
  });
});
