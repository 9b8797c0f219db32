import { useState } from 'react'
import { leadStatusLabels } from '@/components/leads/leads-content'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { LEAD_CSV_MEDIA_TYPE, leadsCsv, type LeadCsvWords } from '@/lib/leads/desk/lead-csv'
import type { DeskLead } from '@/lib/leads/desk/records'
import { LANGUAGE_NAMES } from '@/lib/leads/lead-types'
import { indianIsoDate } from '@/lib/util/india-time'
import { exportCopy as copy, leadTypeLabels } from './desk-leads-content'
import { saveFile } from './save-file'

/** Reads the leads to download, telling `onProgress` how many it has read so far. */
export type CollectLeads = (onProgress: (read: number) => void) => Promise<DeskLead[]>

const WORDS: LeadCsvWords = {
  columns: copy.columns,
  types: leadTypeLabels,
  statuses: leadStatusLabels,
  languages: LANGUAGE_NAMES,
}

type Run =
  | { phase: 'idle' | 'failed' | 'none' }
  | { phase: 'busy'; read: number }
  | { phase: 'saved'; fileName: string; count: number }

function said(run: Run, expected: number | undefined): string {
  if (run.phase === 'busy') return copy.progress(run.read, expected)
  if (run.phase === 'saved') return copy.saved(run.fileName, run.count)
  return run.phase === 'none' ? copy.none : ''
}

interface ExportButtonProps {
  collect: CollectLeads
  /** How many leads `collect` should find, when known: the progress then says "of" how many. */
  expected?: number | undefined
}

/**
 * Download CSV: every lead `collect` reads, saved as one file named by today's date in India.
 * While it reads, a polite line says how far it has got; no file is made when there are no leads.
 */
export function ExportButton({ collect, expected }: ExportButtonProps) {
  const [run, setRun] = useState<Run>({ phase: 'idle' })

  async function download() {
    setRun({ phase: 'busy', read: 0 })
    try {
      const leads = await collect((read) =>
        setRun((current) => (current.phase === 'busy' ? { phase: 'busy', read } : current)),
      )
      if (leads.length === 0) {
        setRun({ phase: 'none' })
        return
      }
      const fileName = copy.fileName(indianIsoDate(new Date()))
      saveFile(fileName, leadsCsv(leads, WORDS), LEAD_CSV_MEDIA_TYPE)
      setRun({ phase: 'saved', fileName, count: leads.length })
    } catch {
      setRun({ phase: 'failed' })
    }
  }

  return (
    <div className="space-y-2">
      <StatusButton
        variant="secondary"
        busy={run.phase === 'busy'}
        busyLabel={copy.preparing}
        onClick={() => void download()}
      >
        {copy.download}
      </StatusButton>
      <p className="text-sm text-stone-700" aria-live="polite">
        {said(run, expected)}
      </p>
      {run.phase === 'failed' ? <Alert tone="error">{copy.failed}</Alert> : null}
    </div>
  )
}
