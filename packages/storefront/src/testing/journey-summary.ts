import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import { format } from 'prettier/standalone';
import type { Options } from 'prettier';
import type { AnyJourney } from '../journey.js';
import { summarizeJourney } from '../lazy-journey.js';

/**
 * The source of a journey's summary module (`summary.ts` beside its manifest): what an app's first script holds of the
 * journey (`lazyJourney`), written from the manifest. A journey's test compares it with the module checked in
 * (`toMatchFileSnapshot`), so a manifest changed without its summary fails, and `vitest -u` writes it again.
 * @example await expect(await journeySummarySource(shopJourney, 'SHOP_SUMMARY', import.meta.url)).toMatchFileSnapshot('../summary.ts');
 */
export async function journeySummarySource(journey: AnyJourney, name: string, at: string): Promise<string> {
  const source = [
    `// What an app's first script holds of the ${journey.key.name} journey: written from its manifest by the journey's`,
    '// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.',
    "import type { JourneySummary } from '@carrier/storefront/kit';",
    '',
    `export const ${name}: JourneySummary = ${JSON.stringify(summarizeJourney(journey))};`,
    '',
  ].join('\n');
  return format(source, { ...prettierOptions(fileURLToPath(at)), parser: 'typescript', plugins: [estree, typescript] });
}

/** The repository's Prettier options (`.prettierrc.json`, the nearest above `file`): the summary is written as they say. */
function prettierOptions(file: string): Options {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const rc = join(dir, '.prettierrc.json');
    if (existsSync(rc)) return JSON.parse(readFileSync(rc, 'utf8')) as Options;
  }
  return {};
}
