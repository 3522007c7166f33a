import { journeySummarySource } from '@carrier/storefront/testing';
import { expect, it } from 'vitest';
import { cartJourney } from '../manifest.js';

it("the summary an app's first script holds is the manifest's (`vitest -u` writes it again)", async () => {
  await expect(await journeySummarySource(cartJourney, 'CART_SUMMARY', import.meta.url)).toMatchFileSnapshot(
    '../summary.ts',
  );
});
