// Builds the package for publishing, one module per source file so that apps bundle only what they use:
// TypeScript compiles every file to `dist` (JavaScript and declarations); then every `*.css.ts` is evaluated
// at build time by vanilla-extract, its JavaScript replaced by the plain class names it exports, and its
// styles written to a `*.vanilla.css` file next to it that the module imports. No CSS-in-JS runs in the
// browser, and the styles of a component an app does not import never reach that app.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, processVanillaFile } from '@vanilla-extract/integration';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const src = join(root, 'src');
const dist = join(root, 'dist');

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** `src/a/X.css.ts` -> `dist/a/X.vanilla.css` */
const cssFileOf = (sourcePath) => join(dist, relative(src, sourcePath)).replace(/\.css\.ts$/, '.vanilla.css');

await rm(dist, { recursive: true, force: true });
execFileSync(process.execPath, [join(root, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.lib.json'], {
  cwd: root,
  stdio: 'inherit',
});

let sheets = 0;
for await (const file of walk(src)) {
  if (!file.endsWith('.css.ts')) continue;
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
}
console.log(`design-system: built to dist with ${sheets} style sheets`);
