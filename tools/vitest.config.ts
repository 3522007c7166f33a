import { defineConfig } from 'vitest/config';
import { vitestConfig } from './vitest-shared.js';

export default defineConfig(vitestConfig({ test: { include: ['__tests__/**/*.test.ts'], testTimeout: 60_000 } }));
