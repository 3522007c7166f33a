import { describe, expect, it } from 'vitest';
import { featuredTiles } from '../ShopLandingPage.js';
import { device } from '../fixtures.js';
import { tileOf } from '../tiles.js';

const NEW = [{ id: 'new' as const, label: 'New' }];
const deal = (id: string, released: string) =>
  device({ id, released, promotions: [{ id: `PRM-${id}`, name: '$100 off', savings: 100 }] });
const fresh = (id: string, released: string) => device({ id, released, badges: NEW });

describe("the landing's rows carry what they draw", () => {
  const list = [
    deal('d1', '2024-01-01'),
    fresh('n1', '2025-01-01'),
    deal('d2', '2024-02-01'),
    fresh('n2', '2025-09-01'),
    deal('d3', '2024-03-01'),
    deal('d4', '2024-04-01'),
    deal('d5', '2024-05-01'),
    fresh('n3', '2025-05-01'),
    device({ id: 'plain', released: '2025-12-01' }),
  ];

  it('the first four deals in the catalogue’s order, and the four newest phones marked new, newest first', () => {
    const { deals, newest } = featuredTiles(list, '/sales/digital');
    expect(deals.map((tile) => tile.href)).toEqual(
      ['d1', 'd2', 'd3', 'd4'].map((id) => `/sales/digital/smartphones/${id}.html`),
    );
    expect(newest.map((tile) => tile.href)).toEqual(
      ['n2', 'n3', 'n1'].map((id) => `/sales/digital/smartphones/${id}.html`),
    );
  });

  it('each phone as its tile draws it (monthly prices), not the catalogue entry it was picked from', () => {
    const { deals } = featuredTiles(list, '/sales/nse');
    expect(deals[0]).toEqual(tileOf(list[0]!, '/sales/nse', 'monthly'));
    expect(deals[0]).not.toHaveProperty('skus');
    expect(JSON.stringify(featuredTiles(list, '/sales/digital')).length).toBeLessThan(JSON.stringify(list).length / 2);
  });
});
