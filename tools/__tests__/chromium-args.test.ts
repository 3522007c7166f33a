import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FEATURES_OFF, withFeaturesOff } from '../ensure-chromium.mjs';

/** The features of each `--disable-features` of a command line, in order. */
const featureLists = (args: readonly string[]) =>
  args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1]!.split(','));

describe('the switches of the project’s headless Chromium', () => {
  it('withFeaturesOff merges every --disable-features with its own into one, since Chromium keeps the last only', () => {
    expect(
      withFeaturesOff(['--headless', '--disable-features=A,B', '--mute-audio', '--disable-features=C'], ['D', 'A']),
    ).toEqual(['--headless', '--mute-audio', '--disable-features=A,B,C,D']);
    expect(withFeaturesOff(['--headless'])).toEqual(['--headless', `--disable-features=${FEATURES_OFF.join(',')}`]);
  });

  it('the browser Playwright starts with them keeps every feature Playwright switches off, and ours', async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      const pid = server.process().pid;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const lists = featureLists(args);
      // Playwright's own list comes first, ours last: the one Chromium keeps must hold both.
      expect(lists.length).toBeGreaterThan(1);
      const kept = lists.at(-1)!;
      for (const feature of [...lists.slice(0, -1).flat(), ...FEATURES_OFF]) expect(kept).toContain(feature);
    } finally {
      await server.close();
    }
  });

  it('a new browser context makes no page of the browser’s own (the address bar’s popups)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      await (await browser.newContext()).newPage();
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url)).toEqual(
        [],
      );
    } finally {
      await browser.close();
    }
  });
});
