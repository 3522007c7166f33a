import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@carrier/source'] },
  test: { include: ['src/**/*.test.ts'] },
});
