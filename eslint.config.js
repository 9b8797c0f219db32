import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Third-party services are reached only through src/lib (house style §3). */
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
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', leafletImports] },
  },
  {
    files: ['src/features/locate/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', serviceImports] },
  },
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
