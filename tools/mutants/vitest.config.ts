/**
 * The tests a mutation run of the catalogue search (stryker.config.json) needs: the catalogue's
 * own and the seed's, nothing that waits on the local stack. The same setup as the `unit` and
 * `tools` projects of vite.config.ts.
 */
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    globals: true,
    restoreMocks: true,
    include: ['src/features/catalog/**/*.test.{ts,tsx}', 'seed/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
})
