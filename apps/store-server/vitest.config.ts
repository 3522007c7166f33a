import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tools/vitest-shared.js';

export default defineConfig(vitestConfig({ test: {} }));
