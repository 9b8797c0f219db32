// @vitest-environment node
/**
 * The layer rules of eslint.config.js, run on made-up files of each layer: every forbidden import
 * fails however it is written (import, re-export, `import()` with a string or a template
 * literal) and at any depth, and the imports the layers rely on pass.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  overrideConfigFile: 'eslint.config.js',
})

// ESLint loads its configuration and plugins on the first file it lints: seconds on a busy
// machine, paid here once rather than inside whichever test comes first.
beforeAll(async () => {
  await eslint.lintText('\n', { filePath: 'src/config/site.ts' })
}, 60_000)

/** Each way a module can name another: the rules must see every one of them. */
const WAYS = {
  import: (path: string) => `import '${path}'\n`,
  reExport: (path: string) => `export * from '${path}'\n`,
  dynamicImport: (path: string) => `void import('${path}')\n`,
  templateImport: (path: string) => `void import(\`${path}\`)\n`,
}

/** The import-rule messages `path` gets from each way of importing it in `file`. */
async function problems(file: string, path: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {}
  for (const [way, write] of Object.entries(WAYS)) {
    const [result] = await eslint.lintText(write(path), { filePath: file })
    found[way] = (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message)
  }
  return found
}

async function expectRefused(file: string, path: string, message: RegExp) {
  for (const [way, messages] of Object.entries(await problems(file, path))) {
    expect(messages, `${file}: ${way} of ${path}`).toEqual([expect.stringMatching(message)])
  }
}

async function expectAllowed(file: string, path: string) {
  for (const [way, messages] of Object.entries(await problems(file, path))) {
    expect(messages, `${file}: ${way} of ${path}`).toEqual([])
  }
}

const SHARED = /import neither features\/ nor app\//
const CONFIG = /config\/ imports nothing but config\//
const SHARED_FILES = [
  'src/lib/catalog/catalog.ts',
  'src/components/ui/button.tsx',
  'src/components/a/b/c/d/deep.tsx',
  'src/hooks/use-in-view.ts',
]

describe('the shared folders', () => {
  it.each(SHARED_FILES)('%s imports neither a feature nor the app', async (file) => {
    await expectRefused(file, '@/features/catalog/catalog-content', SHARED)
    await expectRefused(file, '@/app/router', SHARED)
    await expectRefused(file, '@/features', SHARED)
    await expectRefused(file, '../features/home/home-content', SHARED)
    await expectRefused(file, '../../app/router', SHARED)
  })

  it.each(SHARED_FILES)('%s imports the shared folders', async (file) => {
    await expectAllowed(file, '@/config/constants')
    await expectAllowed(file, '@/lib/util/format')
    await expectAllowed(file, './neighbour')
    await expectAllowed(file, '../config/site.ts')
  })

  it.each(['src/config/site.ts', 'src/config/a/b/c/d/deep.ts'])(
    '%s imports config/ alone, and the message macros',
    async (file) => {
      await expectAllowed(file, '@/config/constants')
      await expectAllowed(file, './catalog-keys.ts')
      await expectAllowed(file, 'zod/mini')
      await expectAllowed(file, '../lib/i18n/macro.ts')
      await expectRefused(file, '../lib/i18n/runtime.ts', CONFIG)
      await expectRefused(file, '@/lib/i18n/macro', CONFIG)
      await expectRefused(file, '@/lib/catalog/catalog', CONFIG)
      await expectRefused(file, '@/components/ui/button', CONFIG)
      await expectRefused(file, '../lib/catalog/catalog.ts', CONFIG)
      await expectRefused(file, '@/features/catalog/catalog-content', CONFIG)
      await expectRefused(file, '../../app/router', CONFIG)
    },
  )

  it('keeps the full Firestore SDK to the desk’s data layer', async () => {
    const full = /full Firestore SDK is the desk’s/
    const live = /Only the desk’s data layer \(DESK_DATA\) reaches the full SDK/
    await expectRefused('src/lib/catalog/catalog.ts', 'firebase/firestore', full)
    await expectRefused('src/lib/leads/desk/lead.ts', 'firebase/firestore', full)
    await expectAllowed('src/lib/catalog/catalog.ts', 'firebase/firestore/lite')
    await expectAllowed('src/lib/firebase/firestore-live.ts', 'firebase/firestore')
    await expectRefused('src/lib/leads/submit/record.ts', '@/lib/firebase/firestore-live', live)
    await expectRefused('src/features/desk/leads/x.ts', '@/lib/firebase/firestore-live', live)
    await expectRefused('src/components/ui/x.tsx', '@/lib/firebase/firestore-live', live)
    await expectAllowed('src/lib/leads/desk/inbox.ts', '@/lib/firebase/firestore-live')
    await expectAllowed('src/lib/leads/desk/search.ts', '@/lib/firebase/firestore-live')
    await expectRefused('src/lib/leads/desk/export.ts', '@/lib/firebase/firestore-live', live)
  })

  it('only src/lib reaches the services', async () => {
    await expectAllowed('src/lib/firebase/firestore.ts', 'firebase/firestore/lite')
    await expectAllowed('src/lib/mail/email.ts', '@emailjs/browser')
    await expectRefused('src/components/ui/x.tsx', 'firebase/auth', /src\/lib/)
    await expectRefused('src/hooks/x.ts', '@emailjs/browser', /src\/lib\/mail\/email\.ts/)
    await expectRefused('src/config/x.ts', 'crypto-js/aes', /pending-claim/)
  })
})

const FEATURE_FILES = [
  'src/features/catalog/products-page.tsx',
  'src/features/catalog/order/order-form.tsx',
  'src/features/catalog/a/b/c/deep.ts',
  'src/features/catalog/a/b/c/d/e/deeper.tsx',
]

describe('a feature', () => {
  it.each(FEATURE_FILES)('%s imports neither the app nor another feature', async (file) => {
    await expectRefused(file, '@/app/router', /does not import the app layer/)
    await expectRefused(file, '@/features/blog/blog-content', /does not import another feature/)
    await expectRefused(file, '@/features/catalogue-extra/x', /does not import another feature/)
    await expectRefused(file, '@/features', /does not import another feature/)
  })

  it.each(FEATURE_FILES)('%s never climbs out of its folder by a relative path', async (file) => {
    await expectRefused(file, '../catalog-content', /stays in its own folder/)
    await expectRefused(file, '../../lib/format', /stays in its own folder/)
    await expectRefused(file, '../../../../../../src/features/blog/blog-content', /own folder/)
  })

  it.each(FEATURE_FILES)('%s imports its own files and the shared folders', async (file) => {
    await expectAllowed(file, '@/features/catalog/catalog-content')
    await expectAllowed(file, '@/features/catalog/order/order-dialog')
    await expectAllowed(file, './neighbour')
    await expectAllowed(file, './sub/part')
    await expectAllowed(file, '@/components/ui/button')
    await expectAllowed(file, '@/lib/util/format')
  })

  it('reaches services only through src/lib, and only the map loads Leaflet', async () => {
    const deep = 'src/features/locate/a/b/c/d/map.tsx'
    await expectRefused('src/features/auth/a/b/c/d/x.ts', 'firebase/auth', /src\/lib/)
    await expectRefused('src/features/catalog/x.ts', 'leaflet', /Only the map feature/)
    await expectRefused('src/features/home/a/b/c/d/x.ts', 'react-leaflet', /Only the map feature/)
    await expectAllowed(deep, 'leaflet')
    await expectAllowed(deep, 'react-leaflet')
  })
})

describe('the app layer', () => {
  it('imports features and shared folders, never the services', async () => {
    await expectAllowed('src/app/page-modules.ts', '@/features/catalog/products-page')
    await expectAllowed('src/app/header/nav.tsx', '@/features/auth/auth-content')
    await expectRefused('src/app/router.tsx', 'firebase/firestore', /src\/lib/)
    await expectRefused('src/app/router.tsx', 'leaflet', /Only the map feature/)
  })
})
