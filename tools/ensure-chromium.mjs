#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the browser tests; never downloads a browser of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
