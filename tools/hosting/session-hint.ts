/**
 * The inline script every page starts with (SESSION_HINT_SCRIPT, src/lib/session/stored-user.ts),
 * as HTML and as the Content-Security-Policy source that allows exactly it: the policy has no
 * 'unsafe-inline', so firebase.json names this script by its hash.
 */
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { SESSION_HINT_SCRIPT } from '../../src/lib/session/stored-user.ts'

export const sessionHintTag = `<script>${SESSION_HINT_SCRIPT}</script>`

export function sessionHintHashSource(script = SESSION_HINT_SCRIPT): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** Puts the script first in every page's <head>, before any stylesheet it would wait for. */
export function sessionHintPlugin(): Plugin {
  return {
    name: 'session-hint',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
        if (!charset) throw new Error('session-hint: index.html has no <meta charset>')
        const at = charset.index + charset[0].length
        return `${html.slice(0, at)}\n    ${sessionHintTag}${html.slice(at)}`
      },
    },
  }
}
