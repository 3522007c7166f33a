#!/usr/bin/env node
// Prints how much an app grows when it imports parts of the published @carrier/design-system (its `dist`,
// as another team would install it), and fails when importing only Button costs more than the budget.
// Each case is a real Vite production build of a one-page React app; JavaScript and CSS are counted gzipped.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const work = join(root, 'dist/size-design-system');
/** Issue 5: an app importing only Button grows by at most 3 KB gzip. */
const BUTTON_BUDGET = 3000;

const page = (imports, element) => `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
${imports}
createRoot(document.getElementById('root')).render(${element});
`;

const cases = {
  baseline: page('', "h('p', null, 'Store')"),
  Button: page("import { Button } from '@carrier/design-system';", "h(Button, null, 'Add to cart')"),
  'Button + TextField + Alert': page(
    "import { Alert, Button, TextField } from '@carrier/design-system';",
    "h('form', null, h(TextField, { label: 'Promo code' }), h(Alert, { tone: 'info' }, 'Hi'), h(Button, null, 'Apply'))",
  ),
  everything: page("import * as ds from '@carrier/design-system';", "h('pre', null, Object.keys(ds).join(' '))"),
};

function gzipOfDir(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue;
    total += gzipSync(readFileSync(join(entry.parentPath, entry.name)), { level: 9 }).length;
  }
  return total;
}

async function measure(name, source) {
  const dir = join(work, name.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  writeFileSync(join(dir, 'main.js'), source);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: join(dir, 'out'), emptyOutDir: true },
  });
  return gzipOfDir(join(dir, 'out'));
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;

rmSync(work, { recursive: true, force: true });
const sizes = {};
for (const [name, source] of Object.entries(cases)) sizes[name] = await measure(name, source);
console.log(`design-system weight (published build, gzip, JS + CSS), baseline app ${kb(sizes.baseline)}:`);
for (const name of Object.keys(cases).slice(1))
  console.log(`  + ${name.padEnd(28)} ${kb(sizes[name] - sizes.baseline).padStart(9)}`);
const button = sizes.Button - sizes.baseline;
if (button > BUTTON_BUDGET) {
  console.error(`Importing only Button grows the app by ${kb(button)} > ${kb(BUTTON_BUDGET)}`);
  process.exit(1);
}
console.log(`Importing only Button: ${kb(button)} (budget ${kb(BUTTON_BUDGET)}).`);
