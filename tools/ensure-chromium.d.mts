/** Debian's Chromium: `CHROMIUM_PATH`, or /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string;
/** The switches every headless Chromium of the project starts with (see ensure-chromium.mjs). */
export declare const CHROMIUM_ARGS: readonly string[];
/** Installs Debian's Chromium when it is missing, and answers its path. */
export declare function ensureChromium(): string;
