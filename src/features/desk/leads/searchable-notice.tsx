import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import type { LeadType } from '@/lib/leads/desk/records'
import { searchCopy as copy } from './desk-leads-content'

type Run =
  | { phase: 'counting' | 'none' | 'failed' }
  | { phase: 'some'; count: number }
  | { phase: 'busy'; read: number }
  | { phase: 'done'; made: number }

const loadLib = () => import('@/lib/leads/desk/search')

interface SearchableNoticeProps {
  type: LeadType | 'all'
  /** Whether to count now: not while the search's own queries are under way. */
  start: boolean
  /** Called once older leads have been made searchable, so that the search is asked again. */
  onMade: () => void
}

/**
 * Leads recorded before the search existed have no search map, so the search cannot find them:
 * this says how many of the kinds chosen there are, and lets staff give them theirs (the rules
 * allow staff that one change). Says nothing when there are none, or when they cannot be counted.
 */
export function SearchableNotice({ type, start, onMade }: SearchableNoticeProps) {
  const [run, setRun] = useState<Run>({ phase: 'counting' })
  useEffect(() => {
    if (!start) return
    let current = true
    // What was just made searchable stays said, whatever a count after it finds.
    const counted = (next: Run) => current && setRun((now) => (now.phase === 'done' ? now : next))
    loadLib()
      .then((lib) => lib.countUnsearchable(lib.kindsOfType(type)))
      .then(
        (count) => counted(count > 0 ? { phase: 'some', count } : { phase: 'none' }),
        () => counted({ phase: 'none' }),
      )
    return () => {
      current = false
    }
  }, [type, start])

  async function makeSearchable() {
    setRun({ phase: 'busy', read: 0 })
    try {
      const lib = await loadLib()
      const made = await lib.makeLeadsSearchable(lib.kindsOfType(type), ({ read }) =>
        setRun({ phase: 'busy', read }),
      )
      setRun({ phase: 'done', made })
      onMade()
    } catch {
      setRun({ phase: 'failed' })
    }
  }

  if (run.phase === 'counting' || run.phase === 'none') return null
  if (run.phase === 'done') return <Alert tone="success">{copy.madeSearchable(run.made)}</Alert>
  return (
    <div className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
      {run.phase === 'failed' ? (
        <Alert tone="error">{copy.makeFailed}</Alert>
      ) : run.phase === 'some' ? (
        <p className="text-stone-800">{copy.unsearchable(run.count)}</p>
      ) : null}
      <StatusButton
        variant="secondary"
        busy={run.phase === 'busy'}
        busyLabel={run.phase === 'busy' ? copy.makingSearchable(run.read) : ''}
        onClick={() => void makeSearchable()}
      >
        {copy.makeSearchable}
      </StatusButton>
    </div>
  )
}
