#!/usr/bin/env node
// Builds the web store again with one journey more, made up for the purpose (30 pages, each its own module with its own
// words, a query parser, a guard and first reads, its services loaded on first use, header and footer links), and
// prints how much the first-visit JavaScript grew: an app lists a journey by its summary (`lazyJourney`), so the entry
// holds its pages' paths and traits and nothing else of it. Fails when the entry grows by more than
// SYNTHETIC_ENTRY_GROWTH bytes gzip. Reads the web store's own build (`apps/dotcom/dist`, from `npm run build`).
// A step of `npm test` (with the size budgets), and `npm run bench:journey-size` alone.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { measureApp } from './size-budget.mjs';

/** How much the entry may grow, in bytes gzip, for a journey of 30 pages. */
export const SYNTHETIC_ENTRY_GROWTH = 300;
const PAGES = 30;

const root = resolve(import.meta.dirname, '..');
const work = join(root, 'dist', 'synthetic-journey');
const app = join(work, 'app');
const journey = join(work, 'journey', 'src');

const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

const steps = Array.from({ length: PAGES }, (_, index) => ({
  path: `/plan-builder/step-${index + 1}.html`,
  pageName: `planBuilderStep${index + 1}`,
  component: `Step${index + 1}Page`,
}));

/** The made-up journey's package: paths, words, services, 30 page modules, its manifest, summary and lazy form. */
function writeJourney() {
  write(
    join(journey, 'paths.ts'),
    `export const BUILDER_PATHS = ${JSON.stringify(Object.fromEntries(steps.map((s, i) => [`step${i + 1}`, s.path])))};\n`,
  );
  write(
    join(journey, 'deps.ts'),
    `import { journeyKey, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
export interface BuilderDeps { readonly quote: (step: number) => Promise<{ readonly monthly: number }>; }
export const BUILDER = journeyKey<BuilderDeps>('planBuilder');
export const useBuilder = () => useJourneyDeps(BUILDER);
export const createBuilderDeps = (world: JourneyWorld): BuilderDeps => ({
  quote: (step) => world.services.get<{ monthly: number }>(\`/quote/step-\${step}\`),
});
`,
  );
  write(
    join(journey, 'search.ts'),
    `export interface BuilderSearch { readonly lines?: number; readonly zip?: string }
export function parseBuilderSearch(raw: Record<string, unknown>): BuilderSearch {
  const lines = Number(raw['lines']);
  const zip = typeof raw['zip'] === 'string' && /^\\d{5}$/.test(raw['zip']) ? raw['zip'] : undefined;
  return { ...(Number.isInteger(lines) && lines >= 1 && lines <= 10 ? { lines } : {}), ...(zip ? { zip } : {}) };
}
`,
  );
  for (const [index, step] of steps.entries())
    write(
      join(journey, `${step.component}.tsx`),
      `import { useSearch } from '@tanstack/react-router';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { useBuilder } from './deps.js';
import { parseBuilderSearch } from './search.js';

const WORDS = {
  en: { title: 'Build your plan: step ${index + 1} of ${PAGES}', lines: (n: number) => \`\${n} lines\` },
  es: { title: 'Arma tu plan: paso ${index + 1} de ${PAGES}', lines: (n: number) => \`\${n} líneas\` },
};

export function ${step.component}() {
  const { site } = useStorefront();
  const words = WORDS[site.language];
  const search = parseBuilderSearch(useSearch({ strict: false }));
  const builder = useBuilder();
  const quote = useLoad(() => builder.quote(${index + 1}), []);
  return (
    <section>
      <h1>{words.title}</h1>
      <p>{words.lines(search.lines ?? 1)}</p>
      {quote.status === 'ready' ? <p>{quote.value.monthly}</p> : null}
    </section>
  );
}
`,
    );
  const rows = steps
    .map(
      (step) => `    {
      path: '${step.path}',
      pageName: '${step.pageName}',
      component: '${step.component}',
      appNav: 'flow',
      validateSearch: parseBuilderSearch,
      beforeLoad: (search) => {
        if (search['restart'] === 'yes') throw redirect({ to: BUILDER_PATHS.step1 });
      },
      firstReads: (deps) => [deps.quote(1)],
    },`,
    )
    .join('\n');
  write(
    join(journey, 'manifest.ts'),
    `import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { redirect } from '@tanstack/react-router';
import { BUILDER, type BuilderDeps } from './deps.js';
import { BUILDER_PATHS } from './paths.js';
import { parseBuilderSearch } from './search.js';

export const builderJourney = defineJourney<BuilderDeps>({
  key: BUILDER,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'dist/synthetic-journey/journey/src',
  paths: BUILDER_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createBuilderDeps)),
  nav: [{ path: BUILDER_PATHS.step1, match: '/plan-builder', label: { en: 'Build a plan', es: 'Arma un plan' } }],
  footer: [{ path: BUILDER_PATHS.step1, label: { en: 'Build a plan', es: 'Arma un plan' } }],
  pages: [
${rows}
  ],
});
`,
  );
  // What `summarizeJourney` writes of it: each row's path, name and traits, and the links.
  const summary = {
    key: { name: 'planBuilder' },
    nav: [{ path: steps[0].path, match: '/plan-builder', label: { en: 'Build a plan', es: 'Arma un plan' } }],
    footer: [{ path: steps[0].path, label: { en: 'Build a plan', es: 'Arma un plan' } }],
    traits: { appNav: 'flow' },
    pages: steps.map(({ path, pageName }) => [path, pageName]),
  };
  write(
    join(journey, 'summary.ts'),
    `import type { JourneySummary } from '@carrier/storefront/kit';
export const BUILDER_SUMMARY: JourneySummary = ${JSON.stringify(summary, null, 2)};
`,
  );
  write(
    join(journey, 'lazy.ts'),
    `import { lazyJourney } from '@carrier/storefront/kit';
import { BUILDER_SUMMARY } from './summary.js';
export const builderJourney = lazyJourney(BUILDER_SUMMARY, () => import('./manifest.js').then((m) => m.builderJourney));
`,
  );
}

/** A copy of the web store's app that lists the made-up journey last. */
function writeApp() {
  const dotcom = join(root, 'apps', 'dotcom');
  for (const entry of ['index.html', 'src', 'public']) {
    if (existsSync(join(dotcom, entry))) cpSync(join(dotcom, entry), join(app, entry), { recursive: true });
  }
  rmSync(join(app, 'src', '__tests__'), { recursive: true, force: true });
  const config = readFileSync(join(dotcom, 'vite.config.ts'), 'utf8').replace(
    "'../../tools/vite-store-app.js'",
    `'${join(root, 'tools', 'vite-store-app.js')}'`,
  );
  write(join(app, 'vite.config.ts'), config);
  const journeys = readFileSync(join(dotcom, 'src', 'journeys.ts'), 'utf8');
  const listed = journeys.replace(/\];\s*$/, '  builderJourney,\n];\n');
  if (listed === journeys) throw new Error('apps/dotcom/src/journeys.ts: no list of journeys to add to');
  write(join(app, 'src', 'journeys.ts'), `import { builderJourney } from '../../journey/src/lazy.js';\n${listed}`);
}

function main() {
  const baseline = join(root, 'apps', 'dotcom', 'dist');
  if (!existsSync(join(baseline, '.vite', 'manifest.json'))) {
    console.error('synthetic journey: apps/dotcom is not built (run npm run build)');
    process.exit(1);
  }
  rmSync(work, { recursive: true, force: true });
  writeJourney();
  writeApp();
  const built = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) {
    console.error(built.stdout, built.stderr);
    console.error('synthetic journey: the build with the made-up journey failed');
    process.exit(1);
  }
  const before = measureApp(baseline).entry.bytes;
  const after = measureApp(join(app, 'dist')).entry.bytes;
  const grown = after - before;
  const routes = measureApp(join(app, 'dist')).routes.filter((route) => /^Step\d+Page$/.test(route.name));
  console.log(
    `synthetic journey: ${PAGES} pages (${routes.length} route chunks); dotcom entry ${before} -> ${after} bytes gzip, ` +
      `grown ${grown} bytes (at most ${SYNTHETIC_ENTRY_GROWTH})`,
  );
  if (routes.length !== PAGES) {
    console.error(`synthetic journey: ${routes.length} of its ${PAGES} pages are route chunks of their own`);
    process.exit(1);
  }
  if (grown > SYNTHETIC_ENTRY_GROWTH) {
    console.error(`synthetic journey: the entry grew by more than ${SYNTHETIC_ENTRY_GROWTH} bytes`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
