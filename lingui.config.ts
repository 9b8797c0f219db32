import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The site's message catalogs: one PO file per language in src/locales, extracted from the code
 * by `npm run i18n:extract`. English is the source; its catalog lists the messages, Hindi's has
 * their translations. The trade desk is for staff and stays English, so its folder is not read.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/desk/**', '<rootDir>/src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
  // config/ imports the macros by a relative path: the build's Node steps read it, where the
  // project's `@/` alias is unknown.
  macro: { corePackage: ['@/lib/i18n/macro', '../lib/i18n/macro.ts'] },
  runtimeConfigModule: { i18n: ['@/lib/i18n/runtime', 'i18n'] },
})
