// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { leadStatusLabels } from '@/components/leads/leads-content'
import { exportCopy, leadTypeLabels } from '@/features/desk/leads/desk-leads-content'
import { applicationLead, messageLead, orderLead } from '@/test/desk-leads'
import { LEAD_CSV_COLUMNS, leadsCsv, type LeadCsvWords } from './lead-csv'
import type { DeskLead } from './records'
import { LANGUAGE_NAMES } from '@/lib/leads/lead-types'

const WORDS: LeadCsvWords = {
  columns: exportCopy.columns,
  types: leadTypeLabels,
  statuses: leadStatusLabels,
  languages: LANGUAGE_NAMES,
}

/** The file's records as RFC 4180 reads them (quotes, doubled quotes, CRLF), the BOM aside. */
function parse(csv: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let value = ''
  let quoted = false
  let i = 1
  while (i < csv.length) {
    const char = csv[i]!
    const pair = csv.slice(i, i + 2)
    i += 1
    if (quoted && pair === '""') {
      value += '"'
      i += 1
    } else if (char === '"') {
      quoted = !quoted
    } else if (quoted) {
      value += char
    } else if (char === ',') {
      record.push(value)
      value = ''
    } else if (pair === '\r\n') {
      records.push([...record, value])
      record = []
      value = ''
      i += 1
    } else {
      value += char
    }
  }
  expect([record, value]).toEqual([[], ''])
  return records
}

/** The data rows of `leads` as named cells. */
const rows = (...leads: DeskLead[]) =>
  parse(leadsCsv(leads, WORDS))
    .slice(1)
    .map((cells) => Object.fromEntries(LEAD_CSV_COLUMNS.map((column, i) => [column, cells[i]])))

describe('leadsCsv', () => {
  it('starts with a byte order mark and the header row, and ends every line with CRLF', () => {
    const csv = leadsCsv([orderLead('o1', 0), messageLead('m1', 1)], WORDS)
    expect(
      csv.startsWith('\uFEFFReference,Date,Kind,Status,Buyer,Company,GSTIN,State,Phone,E-mail,'),
    ).toBe(true)
    expect(parse(csv)[0]).toEqual([
      'Reference',
      'Date',
      'Kind',
      'Status',
      'Buyer',
      'Company',
      'GSTIN',
      'State',
      'Phone',
      'E-mail',
      'Language',
      'Product',
      'Size',
      'Packs',
      'Price',
      'Amount',
      'Total',
    ])
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.split('\r\n')).toHaveLength(4)
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  })

  it('writes only the header when there are no leads', () => {
    expect(parse(leadsCsv([], WORDS))).toHaveLength(1)
  })

  it('writes one row per line of an order, its own fields repeated on each', () => {
    const order = orderLead('order-abcdef12', 0, {
      type: 'enquiry',
      status: 'quoted',
      lines: [
        { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 },
        { product: 'Sugar', size: '5kg', packs: 3, packPrice: 212.1 },
        { product: 'jowar atta', size: '', packs: 1, packPrice: 0 },
      ],
      total: 5916.3,
    })
    const common = {
      reference: order.reference,
      date: '2026-03-04 10:00',
      kind: 'Enquiry list',
      status: 'Quoted',
      buyer: 'Asha Gupta',
      company: 'Gupta Kirana',
      gstin: '08AAPFU0939F1ZV',
      state: 'Rajasthan',
      phone: "'+91 98290 11223",
      email: 'asha@guptakirana.example',
      language: 'English',
      total: '5916.30',
    }
    expect(rows(order)).toEqual([
      {
        ...common,
        product: 'Masoor Dal',
        size: '30kg',
        packs: '2',
        price: '2640.00',
        amount: '5280.00',
      },
      { ...common, product: 'Sugar', size: '5kg', packs: '3', price: '212.10', amount: '636.30' },
      // Asked for by name: no price, so no amount, until it is quoted.
      { ...common, product: 'jowar atta', size: '', packs: '1', price: '', amount: '' },
    ])
  })

  it('writes a contact message and a job application as one row each, without products', () => {
    const noProduct = {
      gstin: '',
      state: '',
      product: '',
      size: '',
      packs: '',
      price: '',
      amount: '',
      total: '',
    }
    const message = messageLead('m1', 0, { status: 'closed' })
    const application = applicationLead('a1', 0)
    expect(rows(message, application)).toEqual([
      {
        reference: message.reference,
        date: '2026-03-04 10:00',
        kind: 'Contact message',
        status: 'Closed',
        buyer: 'Ravi Kumar',
        company: '',
        phone: '',
        email: 'ravi@example.com',
        language: 'English',
        ...noProduct,
      },
      {
        reference: application.reference,
        date: '2026-03-04 10:00',
        kind: 'Job application',
        status: 'New',
        buyer: 'Meena Iyer',
        company: '',
        phone: '98765 43210',
        email: 'meena@example.com',
        language: 'English',
        ...noProduct,
      },
    ])
  })

  it('says in which language each sender wrote', () => {
    const leads = [
      orderLead('o1', 0, { language: 'hi' }),
      messageLead('m1', 1, { language: 'hi' }),
      applicationLead('a1', 2),
    ]
    expect(rows(...leads).map((row) => row.language)).toEqual(['Hindi', 'Hindi', 'English'])
  })

  it('keeps the leads in the order given', () => {
    const leads = [orderLead('o3', 3), messageLead('m2', 2), applicationLead('a1', 1)]
    expect(rows(...leads).map((row) => row.reference)).toEqual(leads.map((lead) => lead.reference))
  })

  it('dates a lead by the clock in India, across midnight', () => {
    const late = orderLead('o1', 0, { createdAt: new Date('2026-11-28T20:35:00Z') })
    expect(rows(late)[0]?.date).toBe('2026-11-29 02:05')
  })

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    const order = orderLead('o1', 0, {
      name: 'Gupta, Asha',
      company: 'The "Best" Kirana',
      lines: [{ product: 'Dal\r\nsecond line\nthird', size: '1kg', packs: 1, packPrice: 100 }],
    })
    const csv = leadsCsv([order], WORDS)
    expect(csv).toContain(',"Gupta, Asha","The ""Best"" Kirana",')
    expect(csv).toContain(',"Dal\r\nsecond line\nthird",')
    expect(rows(order)[0]).toMatchObject({
      buyer: 'Gupta, Asha',
      company: 'The "Best" Kirana',
      product: 'Dal\r\nsecond line\nthird',
    })
  })

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    const order = orderLead('o1', 0, {
      name: '=HYPERLINK("http://evil.example","Click")',
      company: '@SUM(A1:A9)',
      email: '-2+3@example.com',
      gstin: '\t=1+1',
      gstState: '\r=1+1',
      lines: [{ product: '+cmd|calc', size: '1kg', packs: 1, packPrice: 50 }],
    })
    expect(rows(order)[0]).toMatchObject({
      buyer: `'=HYPERLINK("http://evil.example","Click")`,
      company: "'@SUM(A1:A9)",
      email: "'-2+3@example.com",
      gstin: "'\t=1+1",
      state: "'\r=1+1",
      product: "'+cmd|calc",
      phone: "'+91 98290 11223",
    })
    // Text with those characters later on is left as it is.
    expect(rows(orderLead('o2', 0, { company: 'A = B + C' }))[0]?.company).toBe('A = B + C')
  })

  it('keeps Devanagari and ₹ as they were written', () => {
    const order = orderLead('o1', 0, {
      name: 'आशा गुप्ता',
      company: 'गुप्ता किराना ₹ स्टोर',
      lines: [{ product: 'मसूर दाल', size: '30kg', packs: 1, packPrice: 2640 }],
    })
    expect(rows(order)[0]).toMatchObject({
      buyer: 'आशा गुप्ता',
      company: 'गुप्ता किराना ₹ स्टोर',
      product: 'मसूर दाल',
    })
  })

  it('writes money as plain rupees with two decimals, rounded to the paisa as the desk shows it', () => {
    const order = orderLead('o1', 0, {
      lines: [
        { product: 'Sugar', size: '500gm', packs: 3, packPrice: 0.1 },
        { product: 'Masoor Dal', size: '30kg', packs: 40, packPrice: 2850.5 },
        { product: 'Rice', size: '1kg', packs: 1, packPrice: 9.995 },
      ],
      total: 1234567.891,
    })
    const [first, second, third] = rows(order)
    expect(first).toMatchObject({ price: '0.10', amount: '0.30', total: '1234567.89' })
    expect(second).toMatchObject({ price: '2850.50', amount: '114020.00', packs: '40' })
    expect(third).toMatchObject({ price: '10.00', amount: '10.00' })
  })
})
