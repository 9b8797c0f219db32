/**
 * firebase.json's hosting headers in Vite:
 *  - `vite preview` serves the build with the headers Firebase Hosting would send, so the browser
 *    tests run under the production Content-Security-Policy, and its hashed assets compressed once
 *    (compressed-assets.ts). A local-stack build also gets the
 *    stack's own sources (see csp-requirements.ts); firebase.json never names them.
 *  - A production build refuses a configuration that policy would block, naming what to add.
 * The dev server is left alone: its module graph and React refresh preamble are not the build.
 */
import { statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import { missingProductionKeys, parseEnv } from '../../src/config/env-schema.ts'
import { formatCsp, parseCsp, withSources } from './csp.ts'
import { compressedAssets } from './compressed-assets.ts'
import { cspRequirements, unmetRequirements } from './csp-requirements.ts'
import {
  headersFor,
  headerValue,
  readHostingConfig,
  rewriteFor,
  type HostingConfig,
} from './firebase-headers.ts'

const CSP = 'Content-Security-Policy'

export function firebaseHosting(mode: string): Plugin[] {
  return [previewHeaders(mode), productionCspCheck(mode)]
}

function readEnv(mode: string, config: ResolvedConfig): Record<string, string | undefined> {
  const envDir = typeof config.envDir === 'string' ? config.envDir : config.root
  return { ...process.env, ...loadEnv(mode, envDir), MODE: mode }
}

function previewHeaders(mode: string): Plugin {
  return {
    name: 'firebase-hosting-preview-headers',
    configurePreviewServer(server) {
      const hosting = readHostingConfig(join(server.config.root, 'firebase.json'))
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const isFile = (path: string) => {
        try {
          return statSync(join(outDir, path)).isFile()
        } catch {
          return false
        }
      }
      const extra = localStackSources(mode, server.config)
      const assets = compressedAssets(outDir)
      // Forwarded service paths answer for the emulators, which Hosting does not serve.
      const proxied = Object.keys(server.config.preview.proxy ?? {}).map((key) =>
        key.startsWith('^') ? new RegExp(key) : key,
      )
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = req.url ?? '/'
        if (proxied.some((p) => (typeof p === 'string' ? url.startsWith(p) : p.test(url)))) {
          return next()
        }
        const path = pathOf(url)
        setOnHead(res, previewHeadersFor(hosting, path, extra))
        // Hosting's rewrites, not Vite's own fallback to index.html (the prerendered home page).
        const rewrite = rewriteFor(hosting, path, isFile)
        if (rewrite) req.url = rewrite + url.slice(url.split(/[?#]/, 1)[0]!.length)
        assets(req, res, next)
      })
    },
  }
}

/**
 * What a local-stack build contacts besides firebase.json's production sources, read from the
 * environment preview runs in (the stack builds and serves with the same variables).
 */
function localStackSources(mode: string, config: ResolvedConfig) {
  // A production build talks to the hosted services, which firebase.json itself names.
  if (mode === 'production') return []
  const env = parseEnv(readEnv(mode, config))
  return env.localStack ? cspRequirements(env) : []
}

/** The headers `path` gets in preview: firebase.json's, with `extra` sources in the policy. */
function previewHeadersFor(
  hosting: HostingConfig,
  path: string,
  extra: Parameters<typeof withSources>[1],
): Record<string, string> {
  const headers = headersFor(hosting, path)
  const csp = headerValue(headers, CSP)
  if (csp === undefined || extra.length === 0) return headers
  const key = Object.keys(headers).find((k) => k.toLowerCase() === CSP.toLowerCase()) ?? CSP
  return { ...headers, [key]: formatCsp(withSources(parseCsp(csp), extra)) }
}

function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/'
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * Sets `headers` now and again just before the head is written, as Hosting's own middleware
 * does, so Vite's later defaults (its Cache-Control for HTML, say) cannot replace them.
 */
function setOnHead(res: ServerResponse, headers: Record<string, string>): void {
  const apply = () => {
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value)
  }
  apply()
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    apply()
    // Headers passed to writeHead itself would win over setHeader: drop the ones set here.
    const passed = args.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a))
    if (passed) {
      const mine = new Set(Object.keys(headers).map((k) => k.toLowerCase()))
      for (const key of Object.keys(passed)) {
        if (mine.has(key.toLowerCase())) delete (passed as Record<string, unknown>)[key]
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}

function productionCspCheck(mode: string): Plugin {
  return {
    name: 'firebase-hosting-csp-check',
    apply: 'build',
    configResolved(config) {
      if (mode !== 'production') return
      const raw = readEnv(mode, config)
      // require-production-env (vite.config.ts) reports missing keys by name.
      if (missingProductionKeys(raw).length > 0) return
      const headers = headersFor(readHostingConfig(join(config.root, 'firebase.json')), '/')
      const csp = headerValue(headers, CSP)
      if (csp === undefined) throw new Error(`firebase.json sends no ${CSP} for "/".`)
      const unmet = unmetRequirements(parseCsp(csp), cspRequirements(parseEnv(raw)))
      if (unmet.length > 0) {
        throw new Error(
          `firebase.json's ${CSP} would block this configuration. Add these sources to it:\n` +
            unmet.map((line) => `  - ${line}`).join('\n'),
        )
      }
    },
  }
}
