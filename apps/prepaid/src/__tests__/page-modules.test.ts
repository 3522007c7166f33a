import { undrawnPages } from '@carrier/storefront/testing';
import { describe, expect, it } from 'vitest';
import { JOURNEYS } from '../journeys.js';

describe('every manifest row is drawn by its page module', () => {
  it('its module is one of its journey’s and exports its component', async () => {
    expect(await undrawnPages(JOURNEYS)).toEqual([]);
  }, 60_000);
});
