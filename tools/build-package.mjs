#!/usr/bin/env node
// Builds a React package of the workspace for publishing (run in the package's folder), one module per source file so
// that apps bundle only what they use:
// 1. TypeScript compiles every file of `tsconfig.lib.json` to `dist` (JavaScript and declarations), without checking
//    types (`--noCheck`): the package's `typecheck` target is the type check, and `npm test` runs it once for all;
// 2. every `*.css.ts` is evaluated at build time by vanilla-extract, its JavaScript replaced by the plain class names it
//    exports, and its styles written to a `*.vanilla.css` file next to it that the module imports: no CSS-in-JS runs
//    in the browser, and the styles of a component an app does not import never reach that app;
// 3. every `import.meta.glob(…)` of a journey's manifest (a Vite feature: its lazy page modules) becomes the object it
//    stands for, `{ './LandingPage.tsx': () => import('./LandingPage.js'), … }`, so any bundler, or Node, can load it.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { compile, processVanillaFile } from '@vanilla-extract/integration';
import { root as workspaceRoot } from './workspace.mjs';

const root = process.cwd();
const src = join(root, 'src');
const dist = join(root, 'dist');
const name = basename(root);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** `src/a/X.css.ts` -> `dist/a/X.vanilla.css` */
const cssFileOf = (sourcePath) => join(dist, relative(src, sourcePath)).replace(/\.css\.ts$/, '.vanilla.css');

/** A glob pattern of `import.meta.glob` (`./*Page.tsx`, or a plain path) as a regular expression over file names. */
const patternOf = (glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** The files of `dir` (relative to it, `./a/B.tsx`) that one of the patterns matches. */
async function matching(dir, patterns) {
  const files = [];
  for await (const file of walk(dir)) {
    const path = `./${relative(dir, file).split('\\').join('/')}`;
    if (patterns.some((pattern) => patternOf(pattern).test(path))) files.push(path);
  }
  return files.sort();
}

await rm(dist, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [join(workspaceRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.lib.json', '--noCheck'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

let sheets = 0;
let globs = 0;
for await (const file of walk(src)) {
  if (file.endsWith('.css.ts')) {
    const { source } = await compile({ filePath: file, cwd: root, identOption: 'short' });
    const outJs = join(dist, relative(src, file)).replace(/\.ts$/, '.js');
    const written = new Set();
    const code = await processVanillaFile({
      source,
      filePath: file,
      identOption: 'short',
      serializeVirtualCssPath: async ({ fileScope, source: css }) => {
        const cssFile = cssFileOf(join(root, fileScope.filePath));
        if (!written.has(cssFile)) {
          written.add(cssFile);
          await mkdir(dirname(cssFile), { recursive: true });
          await writeFile(cssFile, css);
          sheets++;
        }
        const specifier = relative(dirname(outJs), cssFile);
        return `import '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`;
      },
    });
    await writeFile(outJs, code);
    continue;
  }
  if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
  const outJs = join(dist, relative(src, file)).replace(/\.tsx?$/, '.js');
  let code;
  try {
    code = await readFile(outJs, 'utf8');
  } catch {
    continue; // not part of the published build (tests, stories)
  }
  if (!code.includes('import.meta.glob(')) continue;
  const rewritten = [];
  let at = 0;
  for (const match of code.matchAll(/import\.meta\.glob\((\[[^\]]*\]|'[^']*'|"[^"]*")\)/g)) {
    const patterns = [...match[1].matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]);
    const files = await matching(dirname(file), patterns);
    if (files.length === 0) throw new Error(`${relative(root, file)}: import.meta.glob(${match[1]}) matches no file`);
    const entries = files.map(
      (path) => `${JSON.stringify(path)}: () => import(${JSON.stringify(path.replace(/\.tsx?$/, '.js'))})`,
    );
    rewritten.push(code.slice(at, match.index), `{ ${entries.join(', ')} }`);
    at = match.index + match[0].length;
    globs++;
  }
  rewritten.push(code.slice(at));
  await writeFile(outJs, rewritten.join(''));
}
console.log(`${name}: built to dist with ${sheets} style sheets and ${globs} page-module maps`);
