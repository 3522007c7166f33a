import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tools/vitest-shared.js';

// Opening an embedded PGlite database compiles its WebAssembly: about a second on an idle machine, and more
// than Vitest's 5 s default on two cores busy with the workspace's other tasks. These limits only catch a
// hang; the suites' own assertions decide pass or fail.
export default defineConfig(vitestConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } }));
