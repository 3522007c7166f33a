/** Debian's Chromium: `CHROMIUM_PATH`, or /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string;
/** Features every headless Chromium of the project runs without (the address bar's popups). */
export declare const FEATURES_OFF: readonly string[];
/** The features Playwright switches off itself, restated in ours (Chromium keeps the last list only). */
export declare const PLAYWRIGHT_FEATURES_OFF: readonly string[];
/** `args` with every `--disable-features` among them and `off` merged into one. */
export declare function withFeaturesOff(args: readonly string[], off?: readonly string[]): string[];
/** The switches every headless Chromium of the project that Playwright starts is given. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Installs Debian's Chromium when it is missing, and answers its path. */
export declare function ensureChromium(): string;
