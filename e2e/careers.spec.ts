import { readFileSync } from 'node:fs'
import { paths } from '../src/config/paths'
import {
  ALL,
  applicationCopy,
  careersCopy,
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE,
  JOB_LOCATIONS,
  JOB_SORTS,
  JOB_TYPES,
} from '../src/features/careers/careers-content'
import { expectNoA11yViolations } from './a11y'
import {
  appIsLive,
  expect,
  notifiedFlags,
  storedLeads,
  test,
  type Locator,
  type Page,
} from './fixtures'

interface SeedJob {
  id: number
  title: string
  department: string
  location: string
  type: string
  experience: string
  salary: string
  duration?: string
  reportingTo?: string
  description: string
  requirements: string[]
  responsibilities: string[]
  createdAt: string
}

const seeded = JSON.parse(
  readFileSync(new URL('../seed/jobListings.json', import.meta.url), 'utf8'),
) as SeedJob[]

const FIRESTORE = '**/v1/projects/**'
const MAIL = '**/api/v1.0/email/send'

const byNewest = (a: SeedJob, b: SeedJob) => Date.parse(b.createdAt) - Date.parse(a.createdAt)
/** Titles of the seeded jobs that pass `keep`, in the page's default order (newest first). */
const expectedTitles = (keep: (job: SeedJob) => boolean) =>
  seeded
    .filter(keep)
    .sort(byNewest)
    .map((job) => job.title)

const list = (page: Page) => page.getByRole('list', { name: careersCopy.listHeading })
const shownTitles = (page: Page) => list(page).getByRole('heading', { level: 3 })
const filters = (page: Page) => page.getByRole('search', { name: 'Filter open positions' })
const select = (page: Page, label: string) => filters(page).getByLabel(label, { exact: true })
const sortLabel = (value: (typeof JOB_SORTS)[number]['value']) =>
  JOB_SORTS.find((sort) => sort.value === value)?.label ?? value

async function openJobs(page: Page): Promise<void> {
  await page.goto(paths.jobs)
  await expect(page.getByRole('heading', { level: 1, name: careersCopy.title })).toBeVisible()
  await expect(shownTitles(page)).toHaveCount(seeded.length)
  // The list is in the HTML; its filters work once the app has taken the page over.
  await appIsLive(page)
}

/** The card of one job, found by its title. */
function card(page: Page, title: string): Locator {
  return list(page).getByRole('article', { name: title, exact: true })
}

/** Whether focus is inside the open dialog. */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
}

/**
 * The page behind a modal <dialog> is inert, so Tab cycles through the dialog and the browser's
 * own controls (while focus is out in the browser UI the document reports <body>). It must never
 * land on page content behind the dialog.
 */
function focusBehindDialog(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement
    return active && active !== document.body && !active.closest('dialog[open]')
      ? active.outerHTML
      : null
  })
}

/** Tabs forward and back through the dialog `steps` times each way; focus never goes behind it. */
async function expectFocusTrapped(page: Page, steps: number): Promise<void> {
  const keys = [...Array<string>(steps).fill('Tab'), ...Array<string>(steps).fill('Shift+Tab')]
  for (const key of keys) {
    await page.keyboard.press(key)
    expect(await focusBehindDialog(page), `after ${key}`).toBeNull()
  }
  // Not even a script can move focus behind it.
  const behind = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('header a')
    link?.focus()
    return document.activeElement === link
  })
  expect(behind).toBe(false)
}

/** Moves focus with Tab until `target` has it (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

function uniqueEmail(tag: string): string {
  return `careers-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

test.describe('Careers page', () => {
  test('lists every seeded job newest first, and passes axe', async ({ page }) => {
    await openJobs(page)
    await expect(shownTitles(page)).toHaveText(expectedTitles(() => true))
    await expect(page.getByRole('status').filter({ hasText: 'open positions' })).toHaveText(
      careersCopy.count(seeded.length, seeded.length),
    )
    await expectNoA11yViolations(page)
  })

  test('search matches titles by case-insensitive substring', async ({ page }) => {
    await openJobs(page)
    const search = filters(page).getByLabel(careersCopy.searchLabel)
    await search.fill('INTERN')
    const interns = expectedTitles((job) => job.title.toLowerCase().includes('intern'))
    expect(interns.length).toBeGreaterThan(0)
    expect(interns.length).toBeLessThan(seeded.length)
    await expect(shownTitles(page)).toHaveText(interns)
    await expect(page.getByText(careersCopy.count(interns.length, seeded.length))).toBeVisible()
  })

  const exactFilters = [
    { label: careersCopy.departmentLabel, values: JOB_DEPARTMENTS, field: 'department' },
    { label: careersCopy.typeLabel, values: JOB_TYPES, field: 'type' },
    { label: careersCopy.experienceLabel, values: JOB_EXPERIENCE, field: 'experience' },
  ] as const

  for (const { label, values, field } of exactFilters) {
    test(`the ${label} filter keeps exact matches only, and All brings everything back`, async ({
      page,
    }) => {
      await openJobs(page)
      for (const value of values) {
        await select(page, label).selectOption(value)
        const expected = expectedTitles((job) => job[field] === value)
        if (expected.length === 0) {
          await expect(page.getByText(careersCopy.noMatches)).toBeVisible()
        } else {
          await expect(shownTitles(page)).toHaveText(expected)
        }
      }
      await select(page, label).selectOption(ALL)
      await expect(shownTitles(page)).toHaveCount(seeded.length)
    })
  }

  test('the location filter matches by substring', async ({ page }) => {
    await openJobs(page)
    for (const value of JOB_LOCATIONS) {
      await select(page, careersCopy.locationLabel).selectOption(value)
      await expect(shownTitles(page)).toHaveText(
        expectedTitles((job) => job.location.toLowerCase().includes(value.toLowerCase())),
      )
    }
    // "Jaipur, Rajasthan" is found by "Jaipur": substring, not exact.
    const longForm = seeded.filter(
      (job) => job.location !== 'Jaipur' && /jaipur/i.test(job.location),
    )
    expect(longForm.length).toBeGreaterThan(0)
    for (const job of longForm) await expect(card(page, job.title)).toBeVisible()
    // A job elsewhere is left out, so the filter really narrows the list.
    const elsewhere = seeded.filter((job) => !/jaipur/i.test(job.location))
    expect(elsewhere.length).toBeGreaterThan(0)
    for (const job of elsewhere) await expect(card(page, job.title)).toHaveCount(0)
  })

  test('filters combine', async ({ page }) => {
    await openJobs(page)
    await select(page, careersCopy.departmentLabel).selectOption('Engineering')
    await select(page, careersCopy.typeLabel).selectOption('Internship')
    await expect(shownTitles(page)).toHaveText(
      expectedTitles((job) => job.department === 'Engineering' && job.type === 'Internship'),
    )
  })

  test('sorts by newest, oldest, highest and lowest salary', async ({ page }) => {
    await openJobs(page)
    const sort = select(page, careersCopy.sortLabel)
    const newest = expectedTitles(() => true)

    await sort.selectOption({ label: sortLabel('oldest') })
    await expect(shownTitles(page)).toHaveText([...newest].reverse())

    // Annual pay, ranges at their midpoint (salary.ts): ₹4-6 LPA = 5 L, ₹3-4.5 LPA = 3.75 L,
    // ₹3.2-4.2 LPA = 3.7 L, ₹3.5 LPA and ₹3-4 LPA = 3.5 L (newer first), ₹2.8-3.6 LPA = 3.2 L,
    // ₹15,000/month = 1.8 L, ₹12,000/month = 1.44 L, ₹10,000/month = 1.2 L; unreadable last.
    const highest = [
      'Frontend Developer (React)',
      'Digital Marketing Executive',
      'Warehouse Supervisor',
      'Sales Executive – Kirana Accounts',
      'HR Executive',
      'Accounts Executive',
      'Software Engineering Intern',
      'Supply Chain Intern',
      'Content and Social Media Intern',
      'Inside Sales Associate – Bulk Buyers',
    ]
    await sort.selectOption({ label: sortLabel('salary-high') })
    await expect(shownTitles(page)).toHaveText(highest)

    // Equal pay keeps newest first in both directions; unreadable stays last.
    const lowest = [
      'Content and Social Media Intern',
      'Supply Chain Intern',
      'Software Engineering Intern',
      'Accounts Executive',
      'Sales Executive – Kirana Accounts',
      'HR Executive',
      'Warehouse Supervisor',
      'Digital Marketing Executive',
      'Frontend Developer (React)',
      'Inside Sales Associate – Bulk Buyers',
    ]
    await sort.selectOption({ label: sortLabel('salary-low') })
    await expect(shownTitles(page)).toHaveText(lowest)

    await sort.selectOption({ label: sortLabel('newest') })
    await expect(shownTitles(page)).toHaveText(newest)
  })

  test('no matches shows a clear message and Reset filters brings the list back', async ({
    page,
  }) => {
    await openJobs(page)
    await filters(page).getByLabel(careersCopy.searchLabel).fill('astronaut')
    await select(page, careersCopy.departmentLabel).selectOption('Finance')
    await expect(page.getByText(careersCopy.noMatches)).toBeVisible()
    await expect(list(page)).toHaveCount(0)
    await expectNoA11yViolations(page)
    // The empty state's own button (the toolbar has one too, before it).
    await page
      .getByRole('main')
      .getByRole('button', { name: careersCopy.resetFilters })
      .last()
      .click()
    await expect(shownTitles(page)).toHaveCount(seeded.length)
    await expect(filters(page).getByLabel(careersCopy.searchLabel)).toHaveValue('')
    await expect(select(page, careersCopy.departmentLabel)).toHaveValue(ALL)
  })

  test('a failed read shows an error with Retry that recovers', async ({ page }) => {
    await page.route(FIRESTORE, (route) => route.abort())
    await page.goto(paths.jobs)
    await expect(page.getByRole('alert')).toContainText(careersCopy.loadError)
    await page.unroute(FIRESTORE)
    await page.getByRole('button', { name: careersCopy.retry }).click()
    await expect(shownTitles(page)).toHaveCount(seeded.length)
  })

  test('details dialog by keyboard: facts and lists shown, focus trapped, Escape closes', async ({
    page,
  }) => {
    await openJobs(page)
    const job = seeded.find((j) => j.duration && j.reportingTo) ?? seeded[0]!
    const trigger = card(page, job.title).getByRole('button', { name: careersCopy.viewDetails })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: job.title, exact: true })
    await expect(dialog).toBeVisible()
    expect(await focusInDialog(page)).toBe(true)
    await expect(dialog).toContainText(job.description)
    await expect(dialog).toContainText(job.salary)
    if (job.duration) await expect(dialog).toContainText(job.duration)
    if (job.reportingTo) await expect(dialog).toContainText(job.reportingTo)
    for (const line of [...job.requirements, ...job.responsibilities]) {
      await expect(dialog.getByRole('listitem').filter({ hasText: line })).toHaveCount(1)
    }
    await expectNoA11yViolations(page)
    await expectFocusTrapped(page, 8)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('a job without duration or reporting line shows neither', async ({ page }) => {
    const job = seeded.find((j) => !j.duration && !j.reportingTo)
    test.skip(!job, 'the seed has no job without both optional fields')
    await openJobs(page)
    await card(page, job!.title).getByRole('button', { name: careersCopy.viewDetails }).click()
    const dialog = page.getByRole('dialog', { name: job!.title, exact: true })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(careersCopy.duration, { exact: true })).toHaveCount(0)
    await expect(dialog.getByText(careersCopy.reportingTo, { exact: true })).toHaveCount(0)
  })

  test('application by keyboard: javascript: CV link refused, then sent with the hidden job fields', async ({
    page,
    outbox,
  }) => {
    await openJobs(page)
    const job = seeded.find((j) => j.type === 'Internship') ?? seeded[0]!
    const email = uniqueEmail('ok')
    const alerts: string[] = []
    page.on('dialog', (d) => {
      alerts.push(d.message())
      void d.dismiss()
    })

    // Details first, then "Apply now" inside it: all by keyboard.
    await tabTo(page, card(page, job.title).getByRole('button', { name: careersCopy.viewDetails }))
    await page.keyboard.press('Enter')
    const details = page.getByRole('dialog', { name: job.title, exact: true })
    await tabTo(page, details.getByRole('button', { name: careersCopy.applyNow, exact: true }))
    await page.keyboard.press('Enter')
    await expect(details).toBeHidden()

    const form = page.getByRole('dialog', { name: careersCopy.applyTitle(job.title) })
    await expect(form).toBeVisible()
    const name = form.getByLabel(applicationCopy.name)
    await tabTo(page, name)
    await page.keyboard.type('Meera Sharma')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('+91 98290 12345')
    await page.keyboard.press('Tab')
    await page.keyboard.type('javascript:alert(1)')
    await page.keyboard.press('Enter')

    const cvLink = form.getByLabel(applicationCopy.cvLink)
    await expect(cvLink).toHaveAttribute('aria-invalid', 'true')
    await expect(cvLink).toBeFocused()
    await expect(form).toContainText(applicationCopy.errors.cvLink)
    await expectNoA11yViolations(page)
    await expectFocusTrapped(page, 10)

    await cvLink.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('https://drive.example.com/meera-cv.pdf')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Available from next month.')
    await tabTo(page, form.getByRole('button', { name: careersCopy.submit }))
    await page.keyboard.press('Enter')

    await expect(form.getByRole('status')).toHaveText(applicationCopy.success)
    const sent = await outbox.waitForSend((s) => s.template_params.email === email)
    expect(sent.template_params).toEqual({
      name: 'Meera Sharma',
      email,
      phone: '+91 98290 12345',
      cvLink: 'https://drive.example.com/meera-cv.pdf',
      message: 'Available from next month.',
      job_title: job.title,
      job_department: job.department,
      job_type: job.type,
    })
    // One record of it, with the form's fields and the job's, marked mailed.
    const records = await storedLeads('jobApplications', 'email', email)
    expect(records).toHaveLength(1)
    expect(records[0]?.data).toMatchObject({
      name: 'Meera Sharma',
      email,
      phone: '+91 98290 12345',
      cvLink: 'https://drive.example.com/meera-cv.pdf',
      message: 'Available from next month.',
      // The seed's job numbers are its documents' ids.
      jobId: String(job.id),
      job_title: job.title,
      job_department: job.department,
      job_type: job.type,
    })
    await expect.poll(() => notifiedFlags('jobApplications', 'email', email)).toEqual([true])
    const all = await outbox.list()
    expect(all.filter((s) => s.template_params.email === email)).toHaveLength(1)
    expect(all.some((s) => s.template_params.cvLink === 'javascript:alert(1)')).toBe(false)
    expect(alerts).toEqual([])

    // The form clears and a Close button appears.
    for (const label of [applicationCopy.name, applicationCopy.email, applicationCopy.cvLink]) {
      await expect(form.getByLabel(label)).toHaveValue('')
    }
    await tabTo(page, form.getByRole('button', { name: careersCopy.close, exact: true }))
    await page.keyboard.press('Enter')
    await expect(form).toBeHidden()
  })

  test('Escape closes the application dialog and focus returns to its button', async ({ page }) => {
    await openJobs(page)
    const job = seeded[0]!
    const trigger = card(page, job.title).getByRole('button', { name: careersCopy.applyNow })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: careersCopy.applyTitle(job.title) })
    await expect(form).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('Back closes details, then the application that took over from them, not the page', async ({
    page,
  }) => {
    await openJobs(page)
    const job = seeded[0]!
    await card(page, job.title).getByRole('button', { name: careersCopy.viewDetails }).click()
    const details = page.getByRole('dialog', { name: job.title, exact: true })
    await expect(details).toBeVisible()
    await page.goBack()
    await expect(details).toBeHidden()
    await expect(page).toHaveURL(paths.jobs)

    await card(page, job.title).getByRole('button', { name: careersCopy.viewDetails }).click()
    await details.getByRole('button', { name: careersCopy.applyNow }).click()
    const form = page.getByRole('dialog', { name: careersCopy.applyTitle(job.title) })
    await expect(form).toBeVisible()
    await form.getByLabel(applicationCopy.name, { exact: true }).fill('Kavya Sharma')
    await page.goBack()
    await expect(form).toBeHidden()
    await expect(details).toBeHidden()
    await expect(page).toHaveURL(paths.jobs)
    // Reopened, the application has what was typed.
    await card(page, job.title).getByRole('button', { name: careersCopy.applyNow }).click()
    await expect(form.getByLabel(applicationCopy.name, { exact: true })).toHaveValue('Kavya Sharma')
  })

  test('a failed send shows the failure message and keeps the input', async ({ page }) => {
    let attempts = 0
    await page.route(MAIL, (route) => {
      attempts += 1
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Server error' })
    })
    await openJobs(page)
    const job = seeded[1] ?? seeded[0]!
    await card(page, job.title).getByRole('button', { name: careersCopy.applyNow }).click()
    const form = page.getByRole('dialog', { name: careersCopy.applyTitle(job.title) })
    const values = {
      [applicationCopy.name]: 'Kabir Singh',
      [applicationCopy.email]: uniqueEmail('fail'),
      [applicationCopy.phone]: '9829012345',
      [applicationCopy.cvLink]: 'https://cv.example.com/kabir',
      [applicationCopy.message]: 'Keen to join.',
    }
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value)
    const submit = form.getByRole('button', { name: careersCopy.submit })
    await submit.click()

    await expect(form.getByRole('alert')).toHaveText(applicationCopy.failure)
    for (const [label, value] of Object.entries(values)) {
      await expect(form.getByLabel(label)).toHaveValue(value)
    }
    await expect(form.getByRole('button', { name: careersCopy.close, exact: true })).toHaveCount(0)
    await expect(submit).toBeEnabled()
    expect(attempts).toBe(1)
  })

  test('the submit button is busy while sending and a double press sends once', async ({
    page,
    outbox,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(MAIL, async (route) => {
      await held
      await route.continue()
    })
    await openJobs(page)
    const job = seeded[2] ?? seeded[0]!
    const email = uniqueEmail('busy')
    await card(page, job.title).getByRole('button', { name: careersCopy.applyNow }).click()
    const form = page.getByRole('dialog', { name: careersCopy.applyTitle(job.title) })
    await form.getByLabel(applicationCopy.name).fill('Ishaan Verma')
    await form.getByLabel(applicationCopy.email).fill(email)
    await form.getByLabel(applicationCopy.phone).fill('9829012399')
    await form.getByLabel(applicationCopy.cvLink).fill('https://cv.example.com/ishaan')
    await form.getByRole('button', { name: careersCopy.submit }).click()

    const busy = form.getByRole('button', { name: careersCopy.submitting })
    await expect(busy).toBeDisabled()
    await form.getByLabel(applicationCopy.phone).press('Enter')
    release()
    await expect(form.getByRole('status')).toHaveText(applicationCopy.success)
    await outbox.waitForSend((s) => s.template_params.email === email)
    // Pressed twice, sent once: one record, marked mailed.
    const records = await storedLeads('jobApplications', 'email', email)
    expect(records).toHaveLength(1)
    expect(records[0]?.data).toMatchObject({
      name: 'Ishaan Verma',
      phone: '9829012399',
      cvLink: 'https://cv.example.com/ishaan',
      message: '',
    })
    await expect.poll(() => notifiedFlags('jobApplications', 'email', email)).toEqual([true])
    const all = await outbox.list()
    expect(all.filter((s) => s.template_params.email === email)).toHaveLength(1)
  })
})
