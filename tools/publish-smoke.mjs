#!/usr/bin/env node
// Publishes every publishable package to a throwaway local registry (verdaccio on 127.0.0.1, storage in a
// temp folder, no uplinks), installs @carrier/fnf-validation in a scratch consumer and runs it there, then installs the
// packages the prepaid app is made of (the prepaid and stores journeys, the shell kit, and with them the design system
// and the core packages) in a scratch app and draws the prepaid store's landing page with them. Only @carrier/* comes
// from the local registry; React and the other open-source dependencies come from npm's usual registry, through the
// npm cache that installing the workspace filled.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer } from 'verdaccio';
import { publishablePackages } from './workspace.mjs';

const work = mkdtempSync(join(tmpdir(), 'carrier-registry-'));
const log = (message) => console.log(`[publish-smoke] ${message}`);

/** Runs a command without blocking: the registry answers from this same process. */
function exec(command, args, options) {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: 120_000, ...options },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(
              `${command} ${args.join(' ')} failed in ${options.cwd}:\n${stderr
                .split('\n')
                .filter((l) => !l.startsWith('npm notice'))
                .join('\n')}`,
            ),
          );
        else resolve(stdout);
      },
    );
  });
}

function npm(args, cwd, userconfig) {
  const env = {
    ...process.env,
    npm_config_userconfig: userconfig,
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  return exec('npm', args, { cwd, env });
}

async function main() {
  const app = await runServer({
    self_path: work,
    storage: join(work, 'storage'),
    auth: { htpasswd: { file: join(work, 'htpasswd'), max_users: 10 } },
    uplinks: {},
    packages: {
      '@carrier/*': { access: '$all', publish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated' },
    },
    security: { api: { legacy: true } },
    server: { keepAliveTimeout: 1 },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  });
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.on('error', reject);
  });
  const registry = `http://127.0.0.1:${server.address().port}/`;
  log(`registry ${registry} (storage ${work})`);
  try {
    const user = await fetch(`${registry}-/user/org.couchdb.user:smoke`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'smoke',
        password: 'smoke-password',
        type: 'user',
        roles: [],
        date: new Date().toISOString(),
      }),
    });
    if (!user.ok) throw new Error(`could not add a registry user: ${user.status} ${await user.text()}`);
    const { token } = await user.json();
    const userconfig = join(work, '.npmrc');
    writeFileSync(userconfig, `registry=${registry}\n//127.0.0.1:${server.address().port}/:_authToken=${token}\n`);

    const published = [];
    for (const { dir, manifest } of publishablePackages()) {
      await npm(['publish', '--registry', registry, '--access', 'public', '--ignore-scripts'], dir, userconfig);
      published.push(`${manifest.name}@${manifest.version}`);
      log(`published ${manifest.name}@${manifest.version}`);
    }

    const consumer = join(work, 'consumer');
    mkdirSync(consumer);
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'scratch-consumer', version: '1.0.0', private: true, type: 'module' }),
    );
    await npm(['install', '@carrier/fnf-validation', '--registry', registry], consumer, userconfig);
    writeFileSync(
      join(consumer, 'check.mjs'),
      `import assert from 'node:assert/strict';
import { formatPhoneNumber, validatePromoCode, classifyPromoResponse, evaluatePortInEligibility } from '@carrier/fnf-validation';
assert.equal(formatPhoneNumber('2015550123'), '201-555-0123');
assert.deepEqual(validatePromoCode('FNF-2026'), { valid: true, code: 'FNF2026' });
assert.deepEqual(classifyPromoResponse({ data: { promotionDetails: { code: 2398, promoValid: false } } }), { valid: false, error: 'MAX_USED' });
assert.deepEqual(evaluatePortInEligibility({ data: { portEligibilityInd: 'Y' } }), { eligible: true });
console.log('consumer: @carrier/fnf-validation works from the registry');
`,
    );
    process.stdout.write(await exec(process.execPath, ['check.mjs'], { cwd: consumer }));
    await prepaidApp(registry, token, server.address().port);
    log(`publish smoke: ${published.length + 2} passed, 0 failed`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  }
}

/** The versions of React the workspace builds with: the scratch app installs the same. */
const workspaceVersion = (name) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../node_modules', name, 'package.json'), 'utf8')).version;

/**
 * A scratch app made of the prepaid app's packages, installed from the registry: it draws the prepaid landing page
 * (the store's page shell, in English and Spanish, in the prepaid brand) in Node, with its style sheets left to a
 * bundler (a loader answers each CSS import with nothing).
 */
async function prepaidApp(registry, token, port) {
  const app = join(work, 'prepaid-app');
  mkdirSync(app);
  const userconfig = join(work, '.npmrc-prepaid');
  writeFileSync(userconfig, `@carrier:registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'scratch-prepaid-app', version: '1.0.0', private: true, type: 'module' }),
  );
  await npm(
    [
      'install',
      '--prefer-offline',
      '@carrier/journey-prepaid',
      '@carrier/journey-stores',
      '@carrier/storefront',
      `react@${workspaceVersion('react')}`,
      `react-dom@${workspaceVersion('react-dom')}`,
    ],
    app,
    userconfig,
  );
  writeFileSync(
    join(app, 'styles.mjs'),
    `// Style sheets are a bundler's to ship: in Node each CSS import is an empty module.
export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.css')) return { url: 'data:text/javascript,', shortCircuit: true };
  return next(specifier, context);
}
`,
  );
  writeFileSync(
    join(app, 'register.mjs'),
    `import { register } from 'node:module';
register('./styles.mjs', import.meta.url);
`,
  );
  writeFileSync(
    join(app, 'draw.mjs'),
    `import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { prepaidJourney } from '@carrier/journey-prepaid';
import { storesJourney } from '@carrier/journey-stores';
import { PREPAID_PATHS } from '@carrier/journey-prepaid/paths';
import { renderStorePage } from '@carrier/storefront/prerender';
const app = {
  bases: ['/sales/prepaid'],
  journeys: [prepaidJourney, storesJourney],
  homePath: PREPAID_PATHS.landing,
  shell: {
    production: true,
    signInUrl: '/signin',
    appLinks: { ios: 'https://apps.example/ios', android: 'https://apps.example/android', web: 'https://www.example/' },
  },
};
const draw = async (path, host = 'www.example') =>
  (await renderStorePage(app, { url: \`https://\${host}/sales/prepaid\${path}\`, userAgent: '', origin: 'https://www.example' })).html;
const landing = { en: await draw(PREPAID_PATHS.landing), es: await draw(PREPAID_PATHS.landing, 'espanol.www.example') };
assert.match(landing.en, /<h1[^>]*>Prepaid: pay as you go, no credit check</);
assert.match(landing.en, /aria-label="Carrier Prepaid home"/);
assert.match(landing.en, /data-brand="prepaid"/);
assert.match(landing.es, /<h1[^>]*>Prepago: paga sobre la marcha, sin verificación de crédito</);
assert.match(await draw(PREPAID_PATHS.plans), /<h1[^>]*>Prepaid plans</);
// The retail partner's activation shows what the visit keeps in the browser: drawn there, a placeholder here.
assert.match(await draw(PREPAID_PATHS.rpsPlans), /aria-busy="true"/);
// The style sheets ship beside the modules, for the app's bundler.
for (const name of ['design-system', 'storefront', 'journey-prepaid']) {
  const dist = new URL(\`./node_modules/@carrier/\${name}/dist/\`, import.meta.url);
  const sheets = readdirSync(dist, { recursive: true }).filter((file) => file.endsWith('.vanilla.css'));
  assert.ok(sheets.length > 0, \`@carrier/\${name} ships its style sheets\`);
}
console.log('consumer: the prepaid app draws its landing page from the packages of the registry');
`,
  );
  process.stdout.write(await exec(process.execPath, ['--import', './register.mjs', 'draw.mjs'], { cwd: app }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[publish-smoke] ${error instanceof Error ? error.message : error}`);
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  },
);
