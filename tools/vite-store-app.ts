import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { Plugin } from 'vite';
import { storeServerPlugin } from './vite-store-server.js';
import { sourceResolve } from './vite-source.js';

/** The design system's components, with their words and formats: what pages of every journey share. */
const UI_PARTS = /[\\/]packages[\\/]design-system[\\/]src[\\/](components|i18n|utils)[\\/]/;
/** The QR code and its encoder: only the pages that show a code load them, never with the shared components. */
const QR_PARTS = /[\\/]design-system[\\/]src[\\/]components[\\/]QrCode[\\/]|[\\/]node_modules[\\/]uqr[\\/]/;
/** A journey's own modules, and its name. */
const JOURNEY_PARTS = /[\\/]packages[\\/]journeys[\\/]([^\\/]+)[\\/]src[\\/]/;
/**
 * The parts a family of a journey's pages share (the gridwall's filters, tiles and compare, for the gridwall and the
 * search results), in a folder named after it: the journey and the folder.
 */
const FAMILY_PARTS = /[\\/]packages[\\/]journeys[\\/]([^\\/]+)[\\/]src[\\/]([a-z-]+)[\\/][^\\/]+\.tsx?$/;
/**
 * A journey's services, loaded on first use by its manifest and used by its pages: they are one of its shared parts,
 * with what they import that the first page does not load. As a chunk of their own, the bundler put modules the
 * journey's other parts use in it, and the two chunks imported each other (a module then read another's value
 * before it was set).
 */
const JOURNEY_DEPS = /[\\/]packages[\\/]journeys[\\/][^\\/]+[\\/]src[\\/]deps\.ts$/;
/**
 * A journey's paths and name (`paths.ts`, `key.ts`): its manifest (a chunk of its own, `lazyJourney`) and other
 * journeys' pages link with them. Among the journey's shared parts, a cart page linking to the checkout loaded the
 * checkout's forms with its paths.
 */
const JOURNEY_PATHS = /[\\/]packages[\\/]journeys[\\/]([^\\/]+)[\\/]src[\\/](paths|key)\.ts$/;

/**
 * Notes every module the build loads lazily (`import()`: each page's module, a lazy part of the frame), as the
 * build parses them, so the chunking below can keep each one a chunk of its own.
 */
function lazyModulesPlugin(lazy: Set<string>): Plugin {
  return {
    name: 'carrier-lazy-modules',
    moduleParsed(info) {
      for (const id of info.dynamicallyImportedIds) lazy.add(id);
    },
  };
}

/** The entry's script element as Vite writes it into the page (`<script type="module" crossorigin src="…">`). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+\/(index-[\w-]+\.js))"><\/script>/;

/**
 * Starts the store's code once the page has been painted. A page the store server drew is whole in its HTML: the
 * customer sees it before the code that brings it to life is fetched or run (on a slow phone the code runs in long
 * tasks, and its download shares the network with the page's style sheet and images). The server lists the page's
 * modules instead of preloading them (`<script type="application/json" id="store-code">`, apps/store-server); a small
 * module, its name hashed with the entry's, preloads them and imports the entry after the frame that follows the page's
 * load (its images painted, the largest first; a second at most), or at once in a tab not shown, which paints nothing.
 * The app's bare frame, which has nothing to show before its code, preloads the entry as before.
 */
function startAfterPaintPlugin(): Plugin {
  return {
    name: 'carrier-start-after-paint',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const found = ENTRY_SCRIPT.exec(page.source);
      if (!found) return;
      const [script, entryUrl, entryFile] = found;
      const start = this.getFileName(
        this.emitFile({ type: 'asset', name: 'start-after-paint.js', source: startModule(entryFile!) }),
      );
      const startUrl = entryUrl!.replace(entryFile!, start.split('/').pop()!);
      page.source = page.source.replace(
        script,
        `<link rel="modulepreload" crossorigin href="${entryUrl}">\n    <script type="module" crossorigin src="${startUrl}"></script>`,
      );
    },
  };
}

/** The longest the start module waits for the page's load before it starts the store's code, in ms. */
const START_WAIT_MS = 1000;
/** How many of the page's modules the start module asks for in one task (each link costs a slow phone 2 to 7 ms). */
const PRELOADS_PER_TASK = 4;

/**
 * The start module's code: the page's listed modules (the element `PAGE_CODE_ID` of apps/store-server's pages.ts)
 * preloaded, then the entry imported, once the page is painted. It keeps what is tapped meanwhile for the store's
 * code, which asks for it as it starts (`EARLY_TAPS_EVENT` of @carrier/storefront, `keepEarlyTaps`). The module is
 * plain browser code written into the build, so it names both by their values.
 */
const startModule = (
  entryFile: string,
) => `// Starts the store once its page has been painted (tools/vite-store-app.ts).
const tapped = [];
const keep = (event) => tapped.push(event.target);
document.addEventListener('click', keep, true);
document.addEventListener(
  'store-early-taps',
  (event) => {
    document.removeEventListener('click', keep, true);
    if (Array.isArray(event.detail)) event.detail.push(...tapped);
  },
  { once: true },
);
const listed = document.getElementById('store-code');
let code = [];
try {
  code = JSON.parse(listed ? listed.textContent : '[]');
} catch {}
// A few links a task, then the entry: each link starts a fetch, which costs a slow phone some milliseconds, and thirty
// of them in one task kept the page from answering for a fifth of a second.
const hrefs = (Array.isArray(code) ? code : []).filter(
  (href) => typeof href === 'string' && /^\\/[^/\\\\]/.test(href),
);
const preloadFrom = (from) => {
  for (const href of hrefs.slice(from, from + ${PRELOADS_PER_TASK})) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (from + ${PRELOADS_PER_TASK} < hrefs.length) setTimeout(() => preloadFrom(from + ${PRELOADS_PER_TASK}), 0);
  else import('./${entryFile}');
};
const start = () => preloadFrom(0);
// After the frame that follows the page's load (its images in: the largest is painted first), or a second at most.
let waiting = true;
const afterPaint = () => {
  if (!waiting) return;
  waiting = false;
  requestAnimationFrame(() => setTimeout(start, 0));
};
if (document.visibilityState === 'hidden') start();
else if (document.readyState === 'complete') afterPaint();
else {
  window.addEventListener('load', afterPaint, { once: true });
  setTimeout(afterPaint, ${START_WAIT_MS});
}
`;

/**
 * Fewer, larger chunks: everything the first page needs in the entry, the design system's components that two or
 * more pages share in one chunk, and each journey's modules that two or more of its pages share in one chunk of
 * that journey (`shop-parts`, `checkout-parts`), instead of a file each: a product page loaded 25 files, and a
 * browser on HTTP/1.1 fetches six at a time. A journey's shared parts are its own, so a shop page does not load
 * the checkout's. A page module stays a chunk of its own (it is what a route loads), and so does a lazy part used
 * in one place; a journey's services (loaded on first use) and what only they import are among its shared parts.
 */
function chunkGroups(lazy: ReadonlySet<string>) {
  const shared = { minShareCount: 2, includeDependenciesRecursively: false, priority: 1 } as const;
  return [
    { name: 'start', tags: ['$initial' as const], priority: 3 },
    { name: 'qr-code', test: (id: string) => QR_PARTS.test(id) && !lazy.has(id), priority: 2 },
    {
      name: (id: string) => `${JOURNEY_PATHS.exec(id)?.[1] ?? 'journey'}-paths`,
      test: (id: string) => JOURNEY_PATHS.test(id),
      includeDependenciesRecursively: false,
      priority: 2,
    },
    {
      name: (id: string) => `${JOURNEY_PARTS.exec(id)?.[1] ?? 'journey'}-parts`,
      test: (id: string) => JOURNEY_DEPS.test(id),
      priority: 2,
    },
    {
      name: (id: string) => {
        const [, journey, family] = FAMILY_PARTS.exec(id) ?? [];
        return journey && family !== 'strings' && !lazy.has(id) ? `${journey}-${family}` : null;
      },
      test: FAMILY_PARTS,
      ...shared,
      priority: 2,
    },
    { name: 'ui-parts', test: (id: string) => UI_PARTS.test(id) && !lazy.has(id), ...shared },
    {
      name: (id: string) => {
        const journey = JOURNEY_PARTS.exec(id)?.[1];
        return journey && !lazy.has(id) ? `${journey}-parts` : null;
      },
      test: JOURNEY_PARTS,
      ...shared,
    },
  ];
}

/**
 * The Vite configuration of an app that renders the store: its assets under `assetBase` (where the sandbox and
 * production serve them), the page preloads written with the build, and a dev server on `port` that sends
 * the services to the sandbox on 4200.
 */
export function storeAppConfig(
  assetBase: string,
  port: number,
  /**
   * The app's server module (see vite-store-server.ts): its pages' modules from the journeys' manifests, for the
   * preloads, and the drawing of its pages on the server if it has one.
   */
  server: string,
): UserConfig {
  const lazy = new Set<string>();
  return {
    base: assetBase,
    plugins: [
      vanillaExtractPlugin(),
      react(),
      lazyModulesPlugin(lazy),
      storeServerPlugin(server),
      startAfterPaintPlugin(),
    ],
    ...sourceResolve,
    resolve: {
      ...sourceResolve.resolve,
      alias: {
        // The router's selector hook takes useSyncExternalStore from the shim for React before 18; React 19 has it:
        // the hook's own build over React's is the same code without the shim.
        'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      },
    },
    build: {
      manifest: true,
      sourcemap: true,
      target: 'es2022',
      cssCodeSplit: false,
      // A lazy module's chunks are not listed in the entry for preloading (Vite's map of each import's chunks): the
      // first visit's page preloads come with its HTML (page-preloads.json), and a next page's code is fetched
      // ahead by the router on intent (hover or touch) and by the flow prefetch, which load it whole. A list naming
      // every page's chunks would grow the entry by a line for each page.
      modulePreload: {
        resolveDependencies: (_chunk: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : [],
      },
      rolldownOptions: {
        output: { codeSplitting: { groups: chunkGroups(lazy) } },
        // jotai's utils module makes atomWithStorage's default storage as it loads (`createJSONStorage()` at its top
        // level); the store keeps no atom in browser storage that way, so the call is dropped with what it makes.
        treeshake: { manualPureFunctions: ['createJSONStorage'] },
      },
    },
    server: {
      port,
      proxy: {
        '/soe': 'http://localhost:4200',
        '/content': 'http://localhost:4200',
        '/__sandbox': 'http://localhost:4200',
      },
    },
  };
}
