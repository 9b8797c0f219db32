import { describe, expect, it } from 'vitest'
import { authCopy } from '../../src/features/auth/auth-content'
import { exportCopy } from '../../src/features/desk/leads/desk-leads-content'
import { FILTER_PARAMS, filtersFrom } from '../../src/features/desk/leads/inbox-filters'
import { pricesCopy } from '../../src/features/desk/prices/prices-content'
import {
  BUDGETS,
  csvRecords,
  DESK_COPY,
  DESK_PARAMS,
  deskSteps,
  indiaDay,
  resultsTable,
  searchPrefix,
  verdict,
  type StepResult,
} from './desk-volume-steps'

const NOW = new Date('2026-11-28T20:00:00Z') // 01:30 on the 29th in India

describe('the desk bench', () => {
  it('looks for the words the app shows, and asks with the parameters the inbox reads', () => {
    expect(DESK_COPY).toMatchObject({
      email: authCopy.fields.email,
      password: authCopy.fields.password,
      signIn: authCopy.login.submit,
      download: exportCopy.download,
      pricesLabel: pricesCopy.tableLabel,
    })
    expect(FILTER_PARAMS).toMatchObject(DESK_PARAMS)
  })

  it('asks the inbox for quoted leads, 30 days ending two weeks ago in India, and a name', () => {
    expect(indiaDay(NOW, 0)).toBe('2026-11-29')
    const [, status, dates, search] = deskSteps(NOW, 'Rajesh')
    const filters = (path: string) => filtersFrom(new URL(path, 'http://desk.test').searchParams)
    expect(filters(status!.path)).toMatchObject({ status: 'quoted', from: '', to: '', search: '' })
    expect(filters(dates!.path)).toMatchObject({ from: '2026-10-16', to: '2026-11-14' })
    expect(filters(search!.path)).toMatchObject({ search: 'Rajesh', status: 'all' })
  })

  it('searches by the first Latin word of a lead’s name', () => {
    expect(searchPrefix(['राजेश शर्मा · Buy Now', 'Sunita Meena · Enquiry'])).toBe('Sunita')
    expect(searchPrefix(['राजेश शर्मा'])).toBeNull()
  })

  it('counts a CSV file’s records, not its lines', () => {
    expect(
      csvRecords(
        'Reference,Lines\r\nAB12-CD34,"Masoor Dal 1kg × 10\nBura 5kg × 2"\r\nEF56-GH78,x\r\n',
      ),
    ).toBe(2)
    expect(csvRecords('Reference,Lines\n')).toBe(0)
  })

  it('sets each median against its budget; a run that never finished fails', () => {
    const [inbox, , , , , download] = deskSteps(NOW, 'Rajesh')
    const result = (samples: (number | null)[]): StepResult => ({ step: inbox!, samples })
    expect(verdict(result([900, 1600, 1400]))).toBe('PASS')
    expect(verdict(result([1600, 1700, 1400]))).toBe('FAIL')
    expect(verdict(result([900, null, 1000]))).toBe('FAIL')
    const skipped: StepResult = { step: download!, samples: [], skipped: 'no button yet' }
    expect(verdict(skipped)).toBe('SKIP')
    const report = resultsTable([result([900, 1600, 1400]), skipped])
    expect(report).toContain(
      `| Inbox | 1400 ms | ${BUDGETS.pageMs} ms | PASS | 900 ms, 1600 ms, 1400 ms |`,
    )
    expect(report).toContain(`| Download CSV | — | ${BUDGETS.exportMs} ms | SKIP | no button yet |`)
  })
})
