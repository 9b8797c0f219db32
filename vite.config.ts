/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { appEnvPlugin } from './tools/app-env/vite-plugin.ts'
import { reactRouterProductionBuild } from './tools/bundle/react-router-production.ts'
import { sessionHintPlugin } from './tools/hosting/session-hint.ts'
import { firebaseHosting } from './tools/hosting/vite-plugin.ts'
import { buildLocale, i18nPlugin } from './tools/i18n/vite-plugin.ts'
import { LOCALES, SOURCE_LOCALE } from './src/config/locales.ts'
import { buildOutDir, stackPorts, stackProxy } from './tools/local-backend/ports.ts'
import { prerenderPlugin } from './tools/prerender/vite-plugin.ts'
import { preloadDependencies } from './tools/route-html/preload-deps.ts'
import { routeHtmlPlugin } from './tools/route-html/vite-plugin.ts'
import { seoFilesPlugin } from './tools/seo/vite-plugin.ts'

/**
 * Small shared modules that every page's first load imports, bundled into one chunk ('ui', with
 * what they import: React and the JSX runtime). Left to itself the bundler gives each of them, or
 * each few, a chunk of its own, since pages and parts loaded later reach them by different paths:
 * over a dozen chunks of a few hundred bytes, each a request, a preload and its own compression,
 * where one chunk is smaller on every route. Modules that import the route table (paths, SEO,
 * page meta) stay out: the entry reads that table, and would then wait for this whole chunk
 * before it runs (the benchmark checks that the entry imports nothing).
 */
const FIRST_LOAD_SHARED_MODULES = [
  'hooks/use-in-view',
  'hooks/use-media-query',
  'hooks/use-interval',
  'components/ui/icons',
  'components/ui/cn',
  'components/ui/button',
  'components/ui/alert',
  'components/ui/field',
  'config/ui-content',
  'config/field-rules',
  'config/env',
  'config/site',
  'lib/schema',
  'lib/util/time-limit',
  'lib/storage/enquiry-list',
  'lib/session/auth-started',
]
const FIRST_LOAD_SHARED = new RegExp(
  `src[\\\\/](${FIRST_LOAD_SHARED_MODULES.map((m) => m.replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`,
)

export default defineConfig(({ mode }) => {
  const ports = stackPorts()
  const proxy = stackProxy(ports)
  // A production build is made once per language (tools/i18n/build.ts): English at the root,
  // every other language under its prefix, in a folder of the same name inside the build.
  const locale = buildLocale()
  const { prefix } = LOCALES[locale]
  return {
    base: `${prefix}/`,
    plugins: [
      i18nPlugin(),
      react(),
      tailwindcss(),
      reactRouterProductionBuild(),
      appEnvPlugin(),
      firebaseHosting(mode),
      seoFilesPlugin(mode),
      routeHtmlPlugin(),
      sessionHintPlugin(),
      prerenderPlugin(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // Imported only once the app has started (app-check.ts), so the dev server would find it
    // mid-load, rebuild its dependencies and reload the page.
    optimizeDeps: { include: ['firebase/app-check'] },
    server: {
      port: ports.app,
      strictPort: true,
      proxy,
      // Files the local stack, tests and benchmarks write must not reload open pages.
      watch: {
        ignored: [
          '**/.local-stack/**',
          '**/test-results/**',
          '**/playwright-report/**',
          '**/bench-results/**',
        ],
      },
    },
    preview: { port: ports.app, strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      // dist/.vite/manifest.json: the import graph the benchmark measures first loads by
      // (tools/bench/chunk-graph.ts). Hosting never serves it (firebase.json ignores dot folders).
      manifest: true,
      outDir: prefix ? `${buildOutDir()}${prefix}` : buildOutDir(),
      // The public files are the English build's, at the root, for every language.
      copyPublicDir: locale === SOURCE_LOCALE,
      // No modulepreload polyfill (~0.3 kB gzip in every page's entry): every engine the site is
      // tested in preloads modules natively. An older Safari (15.4–16) still runs every page; it
      // fetches the modules as it finds their imports instead of ahead.
      modulePreload: { polyfill: false, resolveDependencies: preloadDependencies },
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'ui', test: FIRST_LOAD_SHARED }] } },
      },
    },
    test: {
      globals: true,
      restoreMocks: true,
      // Both cores: Vitest's default leaves one free, which halves a two-core machine.
      maxWorkers: '100%',
      projects: [
        {
          // The app's logic and components. A test file that needs no DOM says so
          // (`// @vitest-environment node`) and skips the half second jsdom takes to set up.
          extends: true,
          resolve: {
            alias: [
              // In a VM context Node cannot load the CommonJS build its "node" condition picks,
              // which requires React Router's ES modules: the ES build instead.
              {
                find: /^react-router-dom$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url),
                ),
              },
            ],
          },
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts'],
            // Each file still runs in a context of its own, but in workers that stay up: a new
            // process per file spent longer building jsdom (about 1.6 s a file on a two-core
            // machine, 173 s in all) than running the tests; here the whole project takes half
            // the time (255 s to 120 s).
            pool: 'vmThreads',
          },
        },
        {
          // The build's, the stack's and the benchmark's own code: Node, no DOM.
          extends: true,
          test: {
            name: 'tools',
            include: ['tools/**/*.test.ts', 'seed/**/*.test.ts'],
            exclude: ['tools/firestore-rules/**'],
            environment: 'node',
          },
        },
        {
          // firestore.rules against the Cloud Firestore emulator: the run's (npm test), or one of
          // their own (see tools/firestore-rules/emulator-setup.ts).
          extends: true,
          test: {
            name: 'rules',
            include: ['tools/firestore-rules/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tools/firestore-rules/emulator-setup.ts'],
          },
        },
      ],
    },
  }
})
