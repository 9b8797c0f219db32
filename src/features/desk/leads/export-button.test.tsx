import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leadStatusLabels } from '@/components/leads/leads-content'
import { LEAD_CSV_MEDIA_TYPE, leadsCsv } from '@/lib/leads/desk/lead-csv'
import type { DeskLead } from '@/lib/leads/desk/records'
import { LANGUAGE_NAMES } from '@/lib/leads/lead-types'
import { messageLead, orderLead } from '@/test/desk-leads'
import { exportCopy as copy, leadTypeLabels } from './desk-leads-content'
import { ExportButton, type CollectLeads } from './export-button'
import type { saveFile } from './save-file'

const download = vi.hoisted(() => ({ saveFile: vi.fn<typeof saveFile>() }))
vi.mock('./save-file', () => download)

const LEADS = [orderLead('o1', 5), messageLead('m1', 1)]
const WORDS = {
  columns: copy.columns,
  types: leadTypeLabels,
  statuses: leadStatusLabels,
  languages: LANGUAGE_NAMES,
}

beforeEach(() => {
  download.saveFile.mockReset()
  // 1:30 am on 29 November in India, still the 28th in UTC.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T20:00:00Z'))
})
afterEach(() => vi.useRealTimers())

/** A collector the test answers: it keeps the progress callback and settles when told. */
function controlled() {
  const run = {} as {
    onProgress: (read: number) => void
    resolve: (leads: DeskLead[]) => void
    reject: (error: unknown) => void
  }
  const collect = vi.fn<CollectLeads>(
    (onProgress) =>
      new Promise((resolve, reject) => Object.assign(run, { onProgress, resolve, reject })),
  )
  return { collect, run }
}

const button = () => screen.getByRole('button', { name: copy.download })

describe('ExportButton', () => {
  it('says how far it has got, then saves the leads as a CSV named by the day in India', async () => {
    const { collect, run } = controlled()
    render(<ExportButton collect={collect} expected={3002} />)
    await userEvent.click(button())

    expect(screen.getByRole('button', { name: copy.preparing })).toBeDisabled()
    expect(screen.getByText(copy.progress(0, 3002))).toBeInTheDocument()
    act(() => run.onProgress(1200))
    expect(screen.getByText('Preparing CSV… 1,200 of 3,002 leads')).toBeInTheDocument()
    expect(download.saveFile).not.toHaveBeenCalled()

    await act(async () => run.resolve(LEADS))
    expect(download.saveFile).toHaveBeenCalledExactlyOnceWith(
      'leads-2026-11-29.csv',
      leadsCsv(LEADS, WORDS),
      LEAD_CSV_MEDIA_TYPE,
    )
    const [, text] = download.saveFile.mock.calls[0]!
    expect(text.startsWith('\uFEFFReference,Date,Kind,Status,')).toBe(true)
    expect(screen.getByText(copy.saved('leads-2026-11-29.csv', 2))).toBeInTheDocument()
    expect(button()).toBeEnabled()
  })

  it('counts without "of" when how many to expect is not known', async () => {
    const { collect, run } = controlled()
    render(<ExportButton collect={collect} />)
    await userEvent.click(button())
    act(() => run.onProgress(500))
    expect(screen.getByText('Preparing CSV… 500 leads')).toBeInTheDocument()
  })

  it('says so when no lead matches, and saves no file', async () => {
    const collect = vi.fn<CollectLeads>().mockResolvedValue([])
    render(<ExportButton collect={collect} expected={0} />)
    await userEvent.click(button())
    expect(await screen.findByText(copy.none)).toBeInTheDocument()
    expect(download.saveFile).not.toHaveBeenCalled()
  })

  it('alerts when the leads cannot be read, and can be tried again', async () => {
    const collect = vi.fn<CollectLeads>().mockRejectedValueOnce(new Error('offline'))
    collect.mockResolvedValueOnce(LEADS)
    render(<ExportButton collect={collect} />)
    await userEvent.click(button())
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed)
    expect(download.saveFile).not.toHaveBeenCalled()

    await userEvent.click(button())
    await waitFor(() => expect(download.saveFile).toHaveBeenCalledOnce())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('alerts when the file cannot be saved', async () => {
    download.saveFile.mockImplementation(() => {
      throw new Error('blocked')
    })
    render(<ExportButton collect={vi.fn<CollectLeads>().mockResolvedValue(LEADS)} />)
    await userEvent.click(button())
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed)
    expect(button()).toBeEnabled()
  })
})
