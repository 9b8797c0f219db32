import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * An import a set of files may not make: a pattern of the imported path, and what to do instead.
 * Each applies to static imports and re-exports (no-restricted-imports) and to `import()` calls
 * with a written-out path (no-restricted-syntax: no-restricted-imports does not see those).
 */
const forbid = (regex, message) => ({ regex, message })

/** Third-party services are reached only through src/lib. */
const SERVICES = [
  forbid('^@emailjs/browser$', 'Use the functions in src/lib/mail/email.ts.'),
  forbid('^crypto-js(/|$)', 'Use src/lib/leads/handover/pending-claim.ts.'),
  forbid('^(firebase(/|$)|@firebase/)', 'Use the functions in src/lib/.'),
]
const LEAFLET = [
  forbid('^(react-)?leaflet(/|$)', 'Only the map feature (src/features/locate) may load Leaflet.'),
]
/**
 * The full Firestore SDK, several times the Lite one, is the trade desk's alone: one module holds
 * it (firestore-live.ts), the desk's data layer reaches that (DESK_DATA), and the desk loads that
 * with import(), so no public page's script can come to carry it.
 */
const FULL_FIRESTORE = [
  forbid(
    '^firebase/firestore$',
    'The full Firestore SDK is the desk’s: use src/lib/firebase/firestore.ts (Lite), or firestore-live.ts.',
  ),
]
const LIVE_FIRESTORE = [
  forbid(
    '^@/lib/firebase/firestore-live$',
    'Only the desk’s data layer (DESK_DATA) reaches the full SDK, and the desk loads it with import().',
  ),
]
/** The modules that reach the full SDK: the inbox's queries, and the search over every lead. */
const DESK_DATA = ['src/lib/leads/desk/inbox.ts', 'src/lib/leads/desk/search.ts']

/**
 * The first Intl formatter a page builds loads the locale data: a 100 ms+ task on a phone.
 * src/lib/util/format.ts writes en-IN numbers, rupees and dates without it.
 */
const noIntl = [{ object: 'Intl', message: 'Use src/lib/util/format.ts.' }]
const noLocaleMethods = [
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
    message: 'Use src/lib/util/format.ts.',
  },
]

/**
 * The layers, enforced: app/ → features/ → components/, hooks/, lib/, config/. A feature
 * imports neither app/ nor another feature (what two features share moves down a layer), and a
 * relative path in it never climbs out of the file's folder: its other folders are reached as
 * @/features/<name>/…, so no file, however deep, can step out of the feature unseen. The shared
 * folders import neither features/ nor app/.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureLayer = (feature) => [
  forbid('^@/app(/|$)', 'A feature does not import the app layer.'),
  forbid(
    `^@/features(/(?!${feature}(/|$))|$)`,
    'A feature does not import another feature: move what both need to components/, hooks/ or lib/.',
  ),
  forbid(
    '^\\.\\./',
    `A relative import stays in its own folder: reach the rest of the feature as @/features/${feature}/…, shared code as @/….`,
  ),
]
const SHARED_MESSAGE = 'components/, hooks/, lib/ and config/ import neither features/ nor app/.'
const sharedLayer = [
  forbid('^@/(app|features)(/|$)', SHARED_MESSAGE),
  forbid('^\\.\\.?/(.*/)?(app|features)(/|$)', SHARED_MESSAGE),
]

/**
 * config/ is the floor: the entry and the build's Node steps read it, so it leans on nothing but
 * the message macros (../lib/i18n/macro.ts), which the build compiles into its words.
 */
const CONFIG_MESSAGE =
  'config/ imports nothing but config/, zod and the message macros: it is the bottom layer.'
const configLayer = [
  forbid('^@/(?!config/)', CONFIG_MESSAGE),
  // The macros by a relative path: the build reads config/ in Node, which knows no `@/`.
  forbid('^\\.\\./(?!lib/i18n/macro\\.ts$)', CONFIG_MESSAGE),
]

/** Selects `import()` of a path matching `regex`, written as a string or a template literal. */
function dynamicImportOf(regex) {
  const pattern = `/${regex.replaceAll('/', '\\/')}/i`
  return [
    `ImportExpression[source.value=${pattern}]`,
    `ImportExpression[source.quasis.0.value.cooked=${pattern}]`,
  ].join(', ')
}

/**
 * The import rules of one set of files. A file takes each rule's options from the last block
 * that matches it, so every block states all of them (the locale methods too).
 */
const importRules = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map(({ regex, message }) => ({ regex, message })) },
  ],
  'no-restricted-syntax': [
    'error',
    ...noLocaleMethods,
    ...forbidden.map(({ regex, message }) => ({ selector: dynamicImportOf(regex), message })),
  ],
})

const featureBlocks = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: importRules([
    ...SERVICES,
    // Only the map feature may load Leaflet.
    ...(feature === 'locate' ? [] : LEAFLET),
    ...LIVE_FIRESTORE,
    ...featureLayer(feature),
  ]),
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      '.local-stack',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...importRules([...SERVICES, ...LEAFLET, ...LIVE_FIRESTORE]),
      'no-restricted-properties': ['error', ...noIntl],
    },
  },
  {
    files: ['src/{components,hooks}/**/*.{ts,tsx}'],
    rules: importRules([...SERVICES, ...LEAFLET, ...LIVE_FIRESTORE, ...sharedLayer]),
  },
  {
    files: ['src/config/**/*.{ts,tsx}'],
    rules: importRules([...SERVICES, ...LEAFLET, ...configLayer]),
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: importRules([...LEAFLET, ...FULL_FIRESTORE, ...LIVE_FIRESTORE, ...sharedLayer]),
  },
  {
    files: ['src/lib/firebase/firestore-live.ts'],
    rules: importRules([...LEAFLET, ...LIVE_FIRESTORE, ...sharedLayer]),
  },
  {
    files: DESK_DATA,
    rules: importRules([...LEAFLET, ...FULL_FIRESTORE, ...sharedLayer]),
  },
  ...featureBlocks,
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-properties': 'off',
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['tools/**/*.ts', 'e2e/**/*.ts', 'seed/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The browser suite: web-first assertions and the clock, never a fixed wait.
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-wait-for-timeout': 'error',
      // Helpers named expect… (and the journeys' own checks) are assertions too, as are the
      // engine smoke's waits on a page (e2e/engines/engine-page.ts).
      'playwright/expect-expect': [
        'error',
        { assertFunctionPatterns: ['^expect', '^check', '^(shows|showsNo|isAt|holds)$'] },
      ],
    },
  },
)
