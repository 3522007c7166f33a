import { journeySummarySource } from '@carrier/storefront/testing';
import { expect, it } from 'vitest';
import { prepaidJourney } from '../manifest.js';

it("the summary an app's first script holds is the manifest's (`vitest -u` writes it again)", async () => {
  await expect(await journeySummarySource(prepaidJourney, 'PREPAID_SUMMARY', import.meta.url)).toMatchFileSnapshot(
    '../summary.ts',
  );
});
