import { journeySummarySource } from '@carrier/storefront/testing';
import { expect, it } from 'vitest';
import { offersJourney } from '../manifest.js';

it("the summary an app's first script holds is the manifest's (`vitest -u` writes it again)", async () => {
  await expect(await journeySummarySource(offersJourney, 'OFFERS_SUMMARY', import.meta.url)).toMatchFileSnapshot(
    '../summary.ts',
  );
});
