#!/usr/bin/env node
// Renders every "All states" story of the built Storybook to one PNG contact sheet per component: the story
// at 375 px and at 1440 px side by side, in Debian's Chromium. The sheets go to dist/story-pictures/, so a
// change to a component can be looked at, not only read.
// Usage: node tools/story-pictures.mjs [--build] [component name filter]
/* global document -- the callbacks of page.evaluate and waitForFunction run in the browser */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const root = resolve(import.meta.dirname, '..');
const storybook = join(root, 'dist/storybook');
const out = join(root, 'dist/story-pictures');
const WIDTHS = [375, 1440];
const PORT = Number(process.env['STORY_PICTURES_PORT'] ?? 6107);

const args = process.argv.slice(2);
if (args.includes('--build') || !existsSync(join(storybook, 'index.json'))) {
  execFileSync(
    join(root, 'node_modules/.bin/storybook'),
    ['build', '--quiet', '--disable-telemetry', '-o', storybook],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
const filter = args.find((a) => !a.startsWith('--'))?.toLowerCase();

const index = JSON.parse(readFileSync(join(storybook, 'index.json'), 'utf8'));
const sheets = Object.values(index.entries).filter(
  (e) => e.type === 'story' && e.id.endsWith('--all-states') && (!filter || e.title.toLowerCase().includes(filter)),
);

const server = await serveStatic(storybook, PORT);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
try {
  const page = await browser.newPage({ viewport: { width: 1900, height: 900 } });
  for (const story of sheets) {
    const url = `http://127.0.0.1:${PORT}/iframe.html?id=${story.id}&viewMode=story`;
    // One page holding the story at each width, each frame as tall as its content.
    await page.setContent(`<!doctype html><html><body style="margin:0;font:14px sans-serif;background:#e5e5e5">
      <h1 style="margin:12px 16px;font-size:18px">${story.title.replace(/[<>&]/g, '')}</h1>
      <div style="display:flex;gap:16px;align-items:flex-start;padding:0 16px 16px">
        ${WIDTHS.map(
          (w) => `<figure style="margin:0"><figcaption>${w} px</figcaption>
          <iframe src="${url}" style="width:${w}px;height:200px;border:0;background:#fff"></iframe></figure>`,
        ).join('')}
      </div></body></html>`);
    for (const frame of page.frames().slice(1)) {
      await frame.waitForLoadState('load');
      await frame.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
      await frame.waitForFunction(() => !document.body.classList.contains('sb-show-preparing-story'));
    }
    // The frames come from the Storybook server, another origin: each one is asked for its height.
    const heights = [];
    for (const frame of page.frames().slice(1))
      heights.push(await frame.evaluate(() => document.documentElement.scrollHeight));
    await page.evaluate((hs) => {
      document.querySelectorAll('iframe').forEach((frame, i) => {
        frame.style.height = `${Math.max(200, Math.min(4000, hs[i] ?? 200))}px`;
      });
    }, heights);
    await page.waitForTimeout(300);
    const name = story.title.split('/').pop().replace(/\W+/g, '-');
    await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
    console.log(`  ${name}.png`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`story pictures: ${sheets.length} contact sheets in ${out}`);
