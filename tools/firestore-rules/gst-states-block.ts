/**
 * The GST states map of firestore.rules (its function gstStates()), written from the app's own
 * list, GST_STATES in src/lib/util/gst-states.ts, so the rules name a GSTIN's state exactly as the
 * GST form does. `npm run rules:states` rewrites the block between its two marker lines; the test
 * beside this file fails while the rules hold another.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { GST_STATES } from '../../src/lib/util/gst-states'

export const RULES_FILE = fileURLToPath(new URL('../../firestore.rules', import.meta.url))

const BEGIN = '    // gst-states:begin\n'
const END = '    // gst-states:end\n'

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** The rules' function, between its markers. */
export function gstStatesBlock(): string {
  const entries = Object.entries(GST_STATES)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => `        ${quoted(code)}: ${quoted(name)}`)
    .join(',\n')
  return `${BEGIN}    function gstStates() {\n      return {\n${entries}\n      };\n    }\n${END}`
}

/** `rules` with the block between the markers replaced by gstStatesBlock(). */
export function withGstStates(rules: string): string {
  const start = rules.indexOf(BEGIN)
  const end = rules.indexOf(END)
  if (start < 0 || end < start) throw new Error('firestore.rules has no gst-states markers')
  return rules.slice(0, start) + gstStatesBlock() + rules.slice(end + END.length)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(RULES_FILE, withGstStates(readFileSync(RULES_FILE, 'utf8')))
}
