/**
 * The trade desk with a few hundred leads on record: a buyer far down the inbox is found by one
 * search, Download CSV holds exactly what the filters show, a new lead reaches the tab's title,
 * and on a phone the inbox's first lead is on the first screen. The leads are sample ones
 * (tools/seed-leads), written past the rules into a stretch of days no other test writes in.
 */
import { readFileSync } from 'node:fs'
import { leadStatusLabels } from '../src/components/leads/leads-content'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { exportCopy, inboxCopy, searchCopy } from '../src/features/desk/leads/desk-leads-content'
import { leadSearch } from '../src/lib/leads/lead-search'
import { leadReference } from '../src/lib/leads/submit/lead-id'
import { indianIsoDate } from '../src/lib/util/india-time'
import { sampleLeads, type SampleLead } from '../tools/seed-leads/generate'
import { writeDocuments } from '../tools/seed-leads/firestore-rest'
import { consentGiven, expect, test, type Page } from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { main } from './support/catalog'
import { seed } from './support/seed'
import { e2eStackPorts, stackOrigin } from './stack-ports'

const SEEDED = 300
const DAY_MS = 24 * 60 * 60 * 1000

const firestore = () => ({
  origin: stackOrigin(e2eStackPorts().firestore),
  projectId: LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID as string,
})

/** Letters only, so that a name carrying them reads as a name to the search. */
function token(length: number): string {
  const letters = 'abcdefghijkmnpqrstuvwxyz'
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('')
}

/** `count` sample leads, the newest at `now`, as the site writes them. */
function leadsUntil(now: Date, count: number, seedText: string): SampleLead[] {
  return sampleLeads({
    count,
    seed: seedText,
    now,
    withSearch: true,
    products: seed.products.map((p) => ({ name: p.product, prices: p.prices })),
    jobs: seed.jobs.map((j) => ({
      id: j.id,
      title: j.title,
      department: j.department,
      type: j.type,
    })),
    staffUid: 'sample-staff',
  })
}

async function store(leads: readonly SampleLead[]): Promise<void> {
  await writeDocuments(firestore(), leads, 2, () => {})
}

/** The count the tab's title starts with, 0 when none. */
async function titleCount(page: Page): Promise<number> {
  return Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0)
}

const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: inboxCopy.search })
const found = (page: Page) => main(page).getByRole('list', { name: searchCopy.listLabel })
const inboxRows = (page: Page) =>
  main(page).getByRole('list', { name: inboxCopy.listLabel }).getByRole('listitem')

test.describe('staff with a few hundred leads on record', () => {
  test.use({ account: { label: 'desk-volume', staff: true } })

  // A stretch of past days of this run's own, years before any lead another test writes.
  const until = new Date(Date.now() - (1_000 + Math.floor(Math.random() * 4_000)) * DAY_MS)
  const name = `Nandini ${token(6)}`
  const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

  test('find a buyer from the last page by name, phone and reference, and download exactly what the filters show', async ({
    page,
  }) => {
    test.slow()
    const leads = leadsUntil(until, SEEDED, name)
    // The oldest order request is the buyer searched for: last in the inbox.
    const order = leads
      .filter((lead) => lead.collection === 'orderRequests')
      .sort((a, b) => a.data.createdAt.getTime() - b.data.createdAt.getTime())[0]!
    const phone = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`
    Object.assign(order.data, { name, phone })
    order.data.search = leadSearch(order.id, { kind: 'orderRequests', ...order.data })
    await store(leads)

    await page.goto(paths.desk)
    // A first read after hundreds of writes can keep a busy emulator a while (timed by
    // npm run bench:desk, not here).
    await expect(inboxRows(page).first()).toBeVisible({ timeout: 15_000 })
    const reference = leadReference(order.id)
    for (const typed of [name.slice(0, 11).toLowerCase(), `0${mobile}`, reference]) {
      await searchBox(page).fill(typed)
      await expect(found(page).getByRole('listitem').filter({ hasText: name })).toHaveCount(1)
    }
    await expect(main(page).getByRole('button', { name: inboxCopy.loadMore })).toHaveCount(0)

    // The seeded days, won leads only: exactly their rows, an order's one per line.
    await searchBox(page).fill('')
    const days = leads.map((lead) => indianIsoDate(lead.data.createdAt)).sort()
    const toggle = main(page).getByRole('button', { name: new RegExp(`^${inboxCopy.filters}`) })
    // Open on a desktop's width, as staff at a desk find them.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await main(page).getByLabel(inboxCopy.from, { exact: true }).fill(days[0]!)
    await main(page).getByLabel(inboxCopy.to, { exact: true }).fill(days.at(-1)!)
    await main(page)
      .getByRole('group', { name: inboxCopy.countsLabel })
      .getByRole('button', { name: new RegExp(`^${leadStatusLabels.won}`) })
      .click()
    const won = leads.filter((lead) => lead.data.status === 'won')
    const expected = won.flatMap((lead) =>
      Array.from({ length: lead.collection === 'orderRequests' ? lead.data.lines.length : 1 }, () =>
        leadReference(lead.id),
      ),
    )
    await expect(inboxRows(page).first()).toBeVisible()
    const download = page.waitForEvent('download')
    await main(page).getByRole('button', { name: exportCopy.download }).click()
    const file = await download
    const text = readFileSync((await file.path())!, 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n')
    expect(header?.split(',')[0]).toBe(exportCopy.columns.reference)
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(expected.sort())
    await expect(
      main(page).getByText(exportCopy.saved(file.suggestedFilename(), won.length)),
    ).toBeVisible()
  })

  test('a new lead puts its count in the tab’s title while the desk is open', async ({ page }) => {
    await page.goto(paths.desk)
    await expect(inboxRows(page).first().or(main(page).getByText(inboxCopy.empty))).toBeVisible()
    const before = await titleCount(page)
    const arrival = leadsUntil(new Date(), 1, `arrival ${token(6)}`)
    for (const lead of arrival) lead.data.createdAt = new Date()
    await store(arrival)
    await expect.poll(() => titleCount(page)).toBeGreaterThan(before)
  })
})

test.describe('staff at the inbox on a phone', () => {
  test.use({ account: { label: 'desk-phone', staff: true }, viewport: { width: 390, height: 844 } })

  test('see the first lead on the first screen, the filters folded, and the counts filtering', async ({
    page,
  }) => {
    const fresh = leadsUntil(new Date(), 5, `phone ${token(6)}`)
    for (const lead of fresh) Object.assign(lead.data, { status: 'new', createdAt: new Date() })
    await store(fresh)
    await consentGiven(page)
    await page.goto(paths.desk)
    await expect(inboxRows(page).first()).toBeInViewport()
    const toggle = main(page).getByRole('button', { name: new RegExp(`^${inboxCopy.filters}`) })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const chip = main(page)
      .getByRole('group', { name: inboxCopy.countsLabel })
      .getByRole('button', { name: new RegExp(`^${leadStatusLabels.new}`) })
    await chip.click()
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/[?&]status=new/)
    await expect(inboxRows(page).first()).toBeInViewport()
    await expectNoA11yViolations(page)
  })
})
