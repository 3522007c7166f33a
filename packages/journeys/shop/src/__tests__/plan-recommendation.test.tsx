import { createMemoryHistory } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { PHONES } from '../fixtures.js';
import { shopJourney } from '../manifest.js';
import type { Plan } from '../services.js';
import { detachedShop, detachedShopServices } from '../testing.js';

const plan = (id: string, price: number, data: string, hotspot: string): Plan => ({
  id,
  name: id,
  type: 'postpaid',
  pricePerLine: [price],
  autopayDiscount: 10,
  data,
  hotspot,
  features: [],
});
const PLANS = [
  plan('Unlimited Welcome', 75, 'Unlimited 5G and 4G LTE', 'None'),
  plan('5G Start', 70, 'Unlimited 5G', '5 GB'),
  plan('Unlimited Plus', 90, 'Unlimited premium 5G', '30 GB'),
];

function open(query: string) {
  const url = `/sales/digital/plans/recommendation.html${query}`;
  renderStore(
    testDeps({
      currentHref: () => `http://localhost${url}`,
      ...withJourney(shopJourney, detachedShop(detachedShopServices({ devices: PHONES, plans: PLANS }))),
    }),
    createMemoryHistory({ initialEntries: [url] }),
  );
}

describe('plans/recommendation: the plan for a phone', () => {
  it.each([
    ['google-pixel-10', 'For the Google google-pixel-10', '5G Start', /works on 5G/],
    ['samsung-galaxy-s25-ultra', 'For the Samsung samsung-galaxy-s25-ultra', 'Unlimited Plus', /made for premium 5G/],
    ['samsung-galaxy-a16', 'For the Samsung samsung-galaxy-a16', 'Unlimited Welcome', /4G LTE, not 5G/],
  ])('%s: the plan recommended, and why', async (id, heading, planName, why) => {
    open(`?device=${id}`);
    expect(await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: planName })).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the phone' }).getAttribute('href')).toBe(
      `/sales/digital/smartphones/${id}.html`,
    );
  });

  it('a phone the catalogue does not sell is said so, and a phone can be chosen', async () => {
    open('?device=nokia-3310');
    expect(
      await screen.findByText('We do not sell that phone. Choose one from the list.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Your phone' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: /^For the/ })).toBeNull();
  });

  it('without a phone, the page asks for one', async () => {
    open('');
    expect(await screen.findByRole('combobox', { name: 'Your phone' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Tell us the phone you have or want/)).toBeTruthy();
  });
});

describe('plans.html: the plans side by side (issue 49, deliverable 2)', () => {
  it('"a recommended plan marked": the plan most customers choose says so on its card, the others do not', async () => {
    const url = '/sales/digital/plans.html';
    renderStore(
      testDeps({
        currentHref: () => `http://localhost${url}`,
        ...withJourney(
          shopJourney,
          detachedShop(
            detachedShopServices({
              devices: PHONES,
              plans: PLANS.map((p) => (p.id === 'Unlimited Plus' ? { ...p, popular: true } : p)),
            }),
          ),
        ),
      }),
      createMemoryHistory({ initialEntries: [url] }),
    );
    const card = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 })).closest('article')!;
    expect((await card('Unlimited Plus')).textContent).toContain('Most popular');
    expect((await card('5G Start')).textContent).not.toContain('Most popular');
  });
});
