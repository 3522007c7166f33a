import { cartWith } from '@carrier/storefront/testing';
import { describe, expect, it } from 'vitest';
import { hotspotGb, nextLineNeeding, parsePlanAnswers, phoneNeed, recommendForPhone, recommendPlan } from '../plans.js';
import type { Plan } from '../services.js';

const plan = (id: string, prices: number[], data: string, hotspot: string, features: string[] = []): Plan => ({
  id,
  name: id,
  type: 'postpaid',
  pricePerLine: prices,
  autopayDiscount: 10,
  data,
  hotspot,
  features,
});
const PLANS = [
  plan('WELCOME', [75, 65, 50], 'Unlimited 5G and 4G LTE', 'None'),
  plan('PLUS', [90, 80, 65], 'Unlimited premium 5G', '30 GB'),
  plan('ULTIMATE', [100, 90, 75], 'Unlimited premium 5G', '60 GB', ['International travel days']),
  plan('START', [70, 60, 45], 'Unlimited 5G', '5 GB'),
];

describe('plans', () => {
  it('the hotspot a plan includes, in GB', () => {
    expect(hotspotGb(PLANS[1]!)).toBe(30);
    expect(hotspotGb(PLANS[0]!)).toBe(0);
  });

  it('the quiz recommends the cheapest plan that meets every need', () => {
    expect(recommendPlan(PLANS, { usage: 'light', hotspot: 'none', travel: false })?.id).toBe('START');
    expect(recommendPlan(PLANS, { usage: 'light', hotspot: 'some', travel: false })?.id).toBe('START');
    expect(recommendPlan(PLANS, { usage: 'heavy', hotspot: 'none', travel: false })?.id).toBe('PLUS');
    expect(recommendPlan(PLANS, { usage: 'light', hotspot: 'lots', travel: false })?.id).toBe('PLUS');
    expect(recommendPlan(PLANS, { usage: 'light', hotspot: 'none', travel: true })?.id).toBe('ULTIMATE');
    expect(recommendPlan([PLANS[0]!], { usage: 'heavy', hotspot: 'lots', travel: true })?.id).toBe('WELCOME');
    expect(recommendPlan([], { usage: 'heavy', hotspot: 'lots', travel: true })).toBeUndefined();
  });

  it("a phone's plan: the cheapest with 4G LTE data for a 4G phone, some hotspot for a 5G phone, the premium network for a premium 5G phone", () => {
    expect(phoneNeed({ fiveG: false, tier: 'premium' })).toBe('fourG');
    expect(phoneNeed({ fiveG: true, tier: 'basic' })).toBe('fiveG');
    expect(phoneNeed({ fiveG: true, tier: 'mid' })).toBe('fiveG');
    expect(phoneNeed({ fiveG: true, tier: 'premium' })).toBe('premiumFiveG');
    const noStart = PLANS.filter((p) => p.id !== 'START');
    expect(recommendForPhone(PLANS, { fiveG: false, tier: 'basic' })?.id).toBe('WELCOME');
    const noLte = PLANS.filter((p) => p.id !== 'WELCOME');
    expect(recommendForPhone(noLte, { fiveG: false, tier: 'basic' })?.id).toBe('START');
    expect(recommendForPhone(noStart, { fiveG: true, tier: 'mid' })?.id).toBe('PLUS');
    expect(recommendForPhone(PLANS, { fiveG: true, tier: 'mid' })?.id).toBe('START');
    expect(recommendForPhone(PLANS, { fiveG: true, tier: 'premium' })?.id).toBe('PLUS');
    expect(recommendForPhone([], { fiveG: true, tier: 'premium' })).toBeUndefined();
  });

  it('quiz answers come from the URL only when complete and known', () => {
    expect(parsePlanAnswers({ usage: 'heavy', hotspot: 'lots', travel: 'yes' })).toEqual({
      usage: 'heavy',
      hotspot: 'lots',
      travel: true,
    });
    expect(parsePlanAnswers({ usage: 'heavy' })).toBeUndefined();
    expect(parsePlanAnswers({ usage: '<b>', hotspot: 'none' })).toBeUndefined();
  });

  it('the next line that needs a plan or protection', () => {
    const cart = cartWith(
      [],
      [
        { lineId: 'L1', planId: 'P', protection: false },
        { lineId: 'L2', planId: null, protection: true },
        { lineId: 'L3', planId: null, protection: false },
      ],
    );
    expect(nextLineNeeding(cart, 'plan')).toBe('L2');
    expect(nextLineNeeding(cart, 'plan', 'L2')).toBe('L3');
    expect(nextLineNeeding(cart, 'protection')).toBe('L1');
    expect(nextLineNeeding(cart, 'protection', 'L1')).toBe('L3');
    expect(nextLineNeeding(cart, 'plan', 'L3')).toBeUndefined();
  });
});
