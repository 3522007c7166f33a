import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRADE_FACTOR,
  NEW_TRADE_IN,
  TRADE_IN_STEPS,
  appraise,
  canOpen,
  creditOptions,
  firstOpenStep,
  gradeOf,
  readTradeIn,
  tradeInReducer,
  type ConditionAnswers,
  type TradeInEvent,
  type TradeInState,
} from '../index.js';

const FINE: ConditionAnswers = { powersOn: true, screenCracked: false, liquidDamage: false, findMyOff: true };
const IPHONE_13 = { make: 'Apple', model: 'iPhone 13', storageGb: 128, goodValue: 21000 };
const run = (...events: TradeInEvent[]): TradeInState => events.reduce(tradeInReducer, NEW_TRADE_IN);
const toTerms = (): TradeInState =>
  run(
    { type: 'validated', tradeInId: 'TI7K2P9QX4', device: IPHONE_13 },
    { type: 'answered', answers: FINE },
    { type: 'accepted' },
    { type: 'creditChosen', credit: 'promo' },
    { type: 'returnChosen', method: { kind: 'ship' } },
    { type: 'documentsReviewed' },
    { type: 'termsAccepted' },
  );

describe('how a value follows from the model and the condition answers', () => {
  it.each([
    [FINE, 'good'],
    [{ ...FINE, screenCracked: true }, 'fair'],
    [{ ...FINE, powersOn: false }, 'broken'],
    [{ ...FINE, powersOn: false, screenCracked: true }, 'broken'],
    [{ ...FINE, liquidDamage: true }, 'broken'],
  ] as const)('%j grades %s', (answers, grade) => expect(gradeOf(answers)).toBe(grade));

  it.each([
    [FINE, { ok: true, grade: 'good', value: 21000 }],
    [
      { ...FINE, screenCracked: true },
      { ok: true, grade: 'fair', value: 12600 },
    ],
    [
      { ...FINE, powersOn: false },
      { ok: true, grade: 'broken', value: 3200 },
    ],
    [
      { ...FINE, liquidDamage: true },
      { ok: false, reason: 'noValue' },
    ],
    [
      { ...FINE, findMyOff: false },
      { ok: false, reason: 'findMyOn' },
    ],
  ] as const)('a $210 model with %j is %j', (answers, appraisal) =>
    expect(appraise(21000, answers)).toEqual(appraisal),
  );

  it('a model worth next to nothing in its grade has no value to trade', () => {
    expect(appraise(300, { ...FINE, powersOn: false })).toEqual({ ok: false, reason: 'noValue' });
  });

  it('a value is whole dollars, never more than the model’s value, and never better for a worse grade (property)', () => {
    const answers = fc.record({
      powersOn: fc.boolean(),
      screenCracked: fc.boolean(),
      liquidDamage: fc.boolean(),
      findMyOff: fc.constant(true),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), answers, (good, a) => {
        const got = appraise(good, a);
        if (!got.ok) return a.liquidDamage || Math.round((good * GRADE_FACTOR[gradeOf(a)]) / 100) === 0;
        const best = appraise(good, FINE);
        return got.value % 100 === 0 && got.value <= good + 50 && best.ok && got.value <= best.value;
      }),
    );
  });
});

describe('the credit options', () => {
  it('instant credit and a prepaid card are worth the value; no promotion without a qualifying phone', () => {
    expect(creditOptions(21000)).toEqual([
      { kind: 'instant', total: 21000 },
      { kind: 'prepaidCard', total: 21000 },
    ]);
  });

  it('a promotion credit is spread over 36 months, worth the promotion (never less than the value)', () => {
    const options = creditOptions(21000, { value: 83000 });
    expect(options.find((o) => o.kind === 'promo')).toEqual({ kind: 'promo', total: 83000, monthly: 2306, months: 36 });
    expect(creditOptions(90000, { value: 83000 }).find((o) => o.kind === 'promo')?.total).toBe(90000);
  });
});

describe('the trade-in’s steps come in order', () => {
  it('a trade-in starts at the phone; no later step opens before the ones before it', () => {
    expect(firstOpenStep(NEW_TRADE_IN)).toBe('device');
    for (const step of TRADE_IN_STEPS.slice(1)) expect(canOpen(NEW_TRADE_IN, step), step).toBe(false);
  });

  it('the phone, its answers, the value accepted, the credit, the return, documents and terms lead to completion', () => {
    const state = toTerms();
    expect(state.done).toEqual(['device', 'condition', 'appraisal', 'credit', 'return', 'documents', 'terms']);
    expect(state).toMatchObject({ grade: 'good', value: 21000, credit: 'promo', returnMethod: { kind: 'ship' } });
    expect(canOpen(state, 'complete')).toBe(true);
  });

  it('an event out of order changes nothing', () => {
    const validated = run({ type: 'validated', tradeInId: 'TI7K2P9QX4', device: IPHONE_13 });
    expect(tradeInReducer(validated, { type: 'accepted' })).toBe(validated);
    expect(tradeInReducer(validated, { type: 'termsAccepted' })).toBe(validated);
    expect(tradeInReducer(NEW_TRADE_IN, { type: 'answered', answers: FINE })).toBe(NEW_TRADE_IN);
  });

  it('changing the answers changes the value, and what was chosen after it is to choose again', () => {
    const state = tradeInReducer(toTerms(), { type: 'answered', answers: { ...FINE, screenCracked: true } });
    expect(state).toMatchObject({ grade: 'fair', value: 12600, done: ['device', 'condition'] });
    expect(state.credit).toBeUndefined();
    expect(state.returnMethod).toBeUndefined();
  });

  it('a phone with no value or still tied to its owner stops at that problem; answering again clears it', () => {
    const wet = tradeInReducer(run({ type: 'validated', tradeInId: 'TI7K2P9QX4', device: IPHONE_13 }), {
      type: 'answered',
      answers: { ...FINE, liquidDamage: true },
    });
    expect(wet.problem).toBe('noValue');
    expect(canOpen(wet, 'condition')).toBe(false);
    const again = tradeInReducer(wet, { type: 'answerAgain' });
    expect(canOpen(again, 'condition')).toBe(true);
    expect(tradeInReducer(again, { type: 'answered', answers: FINE }).value).toBe(21000);
  });

  it('a phone the service refuses stops the trade-in; a new phone starts again', () => {
    const refused = tradeInReducer(toTerms(), { type: 'refused' });
    expect(canOpen(refused, 'complete')).toBe(false);
    const other = tradeInReducer(refused, {
      type: 'validated',
      tradeInId: 'TI9Z8Y7X6W',
      device: { ...IPHONE_13, model: 'iPhone 12' },
    });
    expect(other).toEqual({ done: ['device'], tradeInId: 'TI9Z8Y7X6W', device: { ...IPHONE_13, model: 'iPhone 12' } });
  });
});

describe('the completion carries one idempotency key', () => {
  it('the first key is kept for every attempt; the trade-in number ends the journey', () => {
    const once = tradeInReducer(toTerms(), { type: 'complete', key: 'key-00000001' });
    expect(tradeInReducer(once, { type: 'complete', key: 'key-00000002' }).completeKey).toBe('key-00000001');
    const done = tradeInReducer(once, { type: 'completed', tradeInNumber: 'TR12345678' });
    expect(done.tradeInNumber).toBe('TR12345678');
    for (const step of TRADE_IN_STEPS) expect(canOpen(done, step)).toBe(false);
    expect(tradeInReducer(done, { type: 'refused' })).toBe(done);
  });

  it('no completion without its key', () => {
    expect(tradeInReducer(toTerms(), { type: 'completed', tradeInNumber: 'TR12345678' }).tradeInNumber).toBeUndefined();
  });
});

describe('a kept state is read back safely', () => {
  it('a state kept as JSON reads back the same', () => {
    const state = tradeInReducer(toTerms(), { type: 'complete', key: 'key-00000001' });
    expect(readTradeIn(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const dropOff = tradeInReducer(
      run(
        { type: 'validated', tradeInId: 'TI7K2P9QX4', device: IPHONE_13 },
        { type: 'answered', answers: FINE },
        { type: 'accepted' },
        { type: 'creditChosen', credit: 'instant' },
      ),
      { type: 'returnChosen', method: { kind: 'dropOff', storeId: 'ST-NYC-5AV' } },
    );
    expect(readTradeIn(JSON.parse(JSON.stringify(dropOff)))).toEqual(dropOff);
  });

  it('anything malformed is dropped', () => {
    for (const bad of [null, 'x', 7]) expect(readTradeIn(bad)).toEqual(NEW_TRADE_IN);
    expect(
      readTradeIn({
        done: ['device', 'hack'],
        tradeInId: '<b>',
        device: { make: '<img src=x>', model: 'x', storageGb: 1, goodValue: 1 },
        value: -5,
        credit: 'cash',
        returnMethod: { kind: 'dropOff', storeId: '<x>' },
        problem: 'other',
      }),
    ).toEqual({ done: ['device'] });
  });
});
