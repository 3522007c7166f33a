#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the browser tests; never downloads a browser of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Features every headless Chromium of the project runs without. Chromium's headless mode is the whole browser without
 * a screen: each new window (a browser context of a test) makes the address bar's suggestion popups as web pages of
 * their own (chrome://omnibox-popup.top-chrome/, and its AI mode page) in a renderer of their own, which nobody sees
 * here. Making them cost 1.7 s of CPU a context, more than the page a test opens in it (measured with Chromium 156:
 * 1.4 s in the popups' renderer, 0.3 s in the browser process); switched off, a new context costs about 0.5 s.
 */
export const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright switches off itself (playwright-core's chromiumSwitches, 1.65): Chromium keeps only the last
 * `--disable-features` it is given, and Playwright puts ours after its own, so ours restates them
 * (tools/__tests__/chromium-args.test.ts checks, on the browser Playwright starts, that none is lost).
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * `args` with the features of every `--disable-features` among them and `off` in one `--disable-features`, where
 * Chromium would keep only the last.
 */
export function withFeaturesOff(args, off = FEATURES_OFF) {
  const isList = (arg) => arg.startsWith('--disable-features=');
  const features = args.filter(isList).flatMap((arg) => arg.slice('--disable-features='.length).split(','));
  return [...args.filter((arg) => !isList(arg)), `--disable-features=${[...new Set([...features, ...off])].join(',')}`];
}

/** The switches every headless Chromium of the project that Playwright starts is given (the tests, the benchmarks). */
export const CHROMIUM_ARGS = withFeaturesOff(
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  [...PLAYWRIGHT_FEATURES_OFF, ...FEATURES_OFF],
);

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  ensureDebianPackage(CHROMIUM_PATH, ['chromium', 'fonts-liberation']);
  console.log(execFileSync(CHROMIUM_PATH, ['--version']).toString().trim());
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
