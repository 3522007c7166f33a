import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tools/vitest-shared.js';

// Opening an embedded PGlite database compiles its WebAssembly: about a second on an idle machine, and more
// than Vitest's 5 s default on two cores busy with the workspace's other tasks. These limits only catch a
// hang; the suites' own assertions decide pass or fail.
//
// Each test file opens its own store and app, as a copy of an empty store made once for the run
// (src/__tests__/global-setup.ts), and the files share one module graph (`isolate: false`): the sandbox keeps its
// state in the store and in each app it makes, never in a module, so nothing passes from file to file, and the run
// takes half the time (the sandbox's modules and PGlite's are loaded once, not 28 times). Two workers: the suite
// is the last of `npm test`'s unit tests to end, alone on the machine's two cores.
export default defineConfig(
  vitestConfig({
    test: {
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate: false,
      maxWorkers: 2,
      globalSetup: ['src/__tests__/global-setup.ts'],
    },
  }),
);
