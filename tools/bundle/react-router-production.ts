/**
 * react-router 7's package exports name only its development build, for production bundles too
 * (remix-run/react-router#12532, #14102): its dev warnings (ENABLE_DEV_WARNINGS) then ship and
 * run in the site. The package also carries a production build, identical but for that flag;
 * a build resolves the package's two entries the app reaches to it instead.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Alias, Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** The ES module entries of react-router's production build, by the specifier they replace. */
export function productionEntries(): Record<'react-router' | 'react-router/dom', string> {
  // The package's entries are all in dist/development; the production build sits beside it.
  const developmentDir = dirname(require.resolve('react-router'))
  const productionDir = join(developmentDir, '..', 'production')
  return {
    'react-router': join(productionDir, 'index.mjs'),
    'react-router/dom': join(productionDir, 'dom-export.mjs'),
  }
}

export function productionAliases(): Alias[] {
  return Object.entries(productionEntries()).map(([specifier, file]) => ({
    find: new RegExp(`^${specifier.replace('/', '\\/')}$`),
    replacement: file,
  }))
}

/** Builds (not the dev server, not tests) bundle react-router's production build. */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: productionAliases() } }),
  }
}
