import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Third-party services are reached only through src/lib. */
const serviceImports = {
  paths: [
    { name: '@emailjs/browser', message: 'Use the functions in src/lib/email.ts.' },
    { name: 'crypto-js', message: 'Use src/lib/pending-claim.ts.' },
  ],
  patterns: [
    { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Use the functions in src/lib/.' },
    { group: ['crypto-js/*'], message: 'Use src/lib/pending-claim.ts.' },
  ],
}
const leafletImports = {
  patterns: [
    {
      group: ['leaflet', 'leaflet/*', 'react-leaflet', 'react-leaflet/*'],
      message: 'Only the map feature (src/features/locate) may load Leaflet.',
    },
  ],
}

/**
 * The first Intl formatter a page builds loads the locale data: a 100 ms+ task on a phone.
 * src/lib/format.ts writes en-IN numbers, rupees and dates without it.
 */
const noIntl = [{ object: 'Intl', message: 'Use src/lib/format.ts.' }]
const noLocaleMethods = [
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
    message: 'Use src/lib/format.ts.',
  },
]

/**
 * The layers, enforced: app/ → features/ → components/, hooks/, lib/, config/, content/. A feature
 * imports neither app/ nor another feature (what two features share moves down a layer), and its
 * relative imports stay inside its own folder; the shared folders import neither features/ nor app/.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** How deep a feature's files sit below its folder (features/x/a.ts is 1, features/x/y/a.ts is 2). */
const FEATURE_DEPTHS = [1, 2, 3]

const featureLayer = (feature, depth) => [
  { group: ['@/app', '@/app/**'], message: 'A feature does not import the app layer.' },
  {
    group: ['@/features/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
    message:
      'A feature does not import another feature: move what both need to components/, hooks/ or lib/.',
  },
  {
    regex: `^(\\.\\./){${depth}}`,
    message: "Relative imports stay inside the feature's folder; use @/ for shared code.",
  },
]
const sharedLayer = [
  {
    group: ['@/app', '@/app/**', '@/features', '@/features/**', '**/app/**', '**/features/**'],
    message: 'components/, hooks/, lib/, config/ and content/ import neither features/ nor app/.',
  },
]

/** One block per set of files: a file takes its no-restricted-imports from one block only. */
const importRules = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
})

const featureBlocks = FEATURES.flatMap((feature) =>
  FEATURE_DEPTHS.map((depth) => ({
    files: [`src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: importRules(
      [
        ...serviceImports.patterns,
        // Only the map feature may load Leaflet.
        ...(feature === 'locate' ? [] : leafletImports.patterns),
        ...featureLayer(feature, depth),
      ],
      serviceImports.paths,
    ),
  })),
)

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
      'no-restricted-imports': [
        'error',
        {
          paths: serviceImports.paths,
          patterns: [...serviceImports.patterns, ...leafletImports.patterns],
        },
      ],
      'no-restricted-properties': ['error', ...noIntl],
      'no-restricted-syntax': ['error', ...noLocaleMethods],
    },
  },
  {
    files: ['src/{components,hooks,config,content}/**/*.{ts,tsx}'],
    rules: importRules(
      [...serviceImports.patterns, ...leafletImports.patterns, ...sharedLayer],
      serviceImports.paths,
    ),
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: importRules([...leafletImports.patterns, ...sharedLayer]),
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
)
