/**
 * `npm run test:rules:audit`: the clause audit of firestore.rules now, whatever the stamp says;
 * when it passes it writes the stamp (audit-stamp.ts) to commit with the rules.
 */
import { resolve } from 'node:path'
import { binOf, runNode } from '../test/steps'
import { AUDIT_ENV_VAR } from './audit-stamp'

const result = await runNode(
  binOf('vitest'),
  ['run', '--project', 'rules', 'tools/firestore-rules/clauses.test.ts'],
  { cwd: resolve(import.meta.dirname, '../..'), env: { [AUDIT_ENV_VAR]: 'force' } },
)
process.exit(result.ok ? 0 : 1)
