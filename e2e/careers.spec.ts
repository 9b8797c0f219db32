/**
 * The Careers page as an applicant goes through it, against the local stack: the details and the
 * application dialogs by keyboard (focus kept in them, Escape and Back closing them), an
 * application sent through the mail outbox and recorded once, and one that fails on the network.
 * What the page shows of its jobs (filters, sorting, details, the empty and failed states) is
 * checked by the component tests next to it (src/features/careers/*.test.ts*); its load, head and
 * axe by route-sweep.spec.ts; a failed read and its Retry by shell.spec.ts.
 */
import { MOBILE_BODY_CLASS } from '../src/config/constants'
import { paths } from '../src/config/paths'
import { applicationCopy, careersCopy } from '../src/features/careers/careers-content'
import { appIsLive, expect, MAIL_API, test, type Locator, type Page } from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { uniqueEmail } from './support/accounts'
import { expectFocusTrapped, shiftTabTo, tabTo, typeInto } from './support/keyboard'
import { seed, type SeedJob } from './support/seed'
import { leadReference } from '../src/lib/leads/submit/lead-id'
import { orderMailCopy } from '../src/lib/leads/submit/order-mail-content'
import { notifiedFlags, storedLeads } from './support/stack'
import { smallTargets } from './support/touch-targets'

const list = (page: Page) => page.getByRole('list', { name: careersCopy.listHeading })
const card = (page: Page, job: SeedJob) =>
  list(page).getByRole('article', { name: job.title, exact: true })
/** The card's buttons are named "View details: <title>" and "Apply now: <title>". */
const cardButton = (page: Page, job: SeedJob, name: string) =>
  card(page, job).getByRole('button', { name })
const detailsDialog = (page: Page, job: SeedJob) =>
  page.getByRole('dialog', { name: job.title, exact: true })
const applicationDialog = (page: Page, job: SeedJob) =>
  page.getByRole('dialog', { name: careersCopy.applyTitle(job.title) })

function seededJob(keep: (job: SeedJob) => boolean): SeedJob {
  const found = seed.jobs.find(keep)
  if (!found) throw new Error('seed/jobListings.json has no job of the kind this test needs')
  return found
}

async function openJobs(page: Page): Promise<void> {
  await page.goto(paths.jobs)
  await expect(list(page).getByRole('article')).toHaveCount(seed.jobs.length)
  // The list is in the prerendered HTML; keys pressed on the page need the app to have taken over.
  await appIsLive(page)
}

/** What is around <main>: the header before it, the footer and the consent notice after it. */
const AROUND_MAIN = [':has(~ main)', 'main ~ *']
/** ...and, with a dialog open, the inert page behind it. */
const BEHIND_DIALOG = [...AROUND_MAIN, 'main > :not(dialog[open])']

/**
 * axe on an open modal dialog and what it now shows. The page behind it is inert, and is checked
 * as loaded by route-sweep.spec.ts: leaving it out halves each pass (a whole-page pass of this
 * page takes 2-4 s here). Checked first: nothing left out holds the dialog, which axe would then
 * pass unchecked.
 */
async function expectDialogPassesAxe(page: Page, dialog: Locator): Promise<void> {
  const holders = await dialog.evaluate(
    (element, excluded) => excluded.filter((selector) => element.closest(selector)),
    BEHIND_DIALOG,
  )
  expect(holders, 'selectors left out of axe that hold the dialog').toEqual([])
  await expectNoA11yViolations(page, { exclude: BEHIND_DIALOG })
}

/** Records every alert/confirm/prompt a script opens (a javascript: CV link must never run). */
function watchScriptDialogs(page: Page): string[] {
  const opened: string[] = []
  page.on('dialog', (dialog) => {
    opened.push(dialog.message())
    void dialog.dismiss()
  })
  return opened
}

test('by keyboard alone: the details, then an application refused for its CV link, corrected, mailed and recorded once', async ({
  page,
  outbox,
}) => {
  // A job with the optional facts, so its details dialog is at its fullest for axe.
  const job = seededJob((j) => Boolean(j.duration && j.reportingTo))
  const email = uniqueEmail('careers')
  const scriptDialogs = watchScriptDialogs(page)
  await openJobs(page)
  const viewDetails = cardButton(page, job, careersCopy.viewDetails)
  const applyOnCard = cardButton(page, job, careersCopy.applyNow)
  const details = detailsDialog(page, job)
  const form = applicationDialog(page, job)

  // An application opened from its card and dismissed with Escape hands focus back to the card.
  await tabTo(page, applyOnCard)
  await page.keyboard.press('Enter')
  await expect(form).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(applyOnCard).toBeFocused()

  // The details keep focus inside until Escape, which hands it back to their button.
  await shiftTabTo(page, viewDetails)
  await page.keyboard.press('Enter')
  await expect(details).toBeVisible()
  await expect(details).toContainText(job.reportingTo!)
  await expectDialogPassesAxe(page, details)
  // Three controls (the corner ×, Close, Apply now): four Tabs each way go round and out.
  await expectFocusTrapped(page, details, 4)
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(viewDetails).toBeFocused()

  // Applying from the details: they give way to the application.
  await page.keyboard.press('Enter')
  await tabTo(page, details.getByRole('button', { name: careersCopy.applyNow, exact: true }))
  await page.keyboard.press('Enter')
  await expect(details).toBeHidden()
  await expect(form).toBeVisible()

  // Sent empty: each field says what it needs, and focus goes to the first.
  const submit = form.getByRole('button', { name: careersCopy.submit })
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  const name = form.getByLabel(applicationCopy.name, { exact: true })
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText(applicationCopy.errors.cvLink)).toBeVisible()
  await expectDialogPassesAxe(page, form)

  // A javascript: link as the CV is refused, and focus goes to it; focus stays in the dialog.
  await page.keyboard.type('Meera Sharma')
  await typeInto(page, form, applicationCopy.email, email)
  await typeInto(page, form, applicationCopy.phone, '+91 98290 12345')
  await typeInto(page, form, applicationCopy.cvLink, 'javascript:alert(1)')
  await page.keyboard.press('Enter')
  const cvLink = form.getByLabel(applicationCopy.cvLink, { exact: true })
  await expect(form.getByText(applicationCopy.errors.name)).toHaveCount(0)
  await expect(cvLink).toHaveAttribute('aria-invalid', 'true')
  await expect(cvLink).toBeFocused()
  await expect(form.getByText(applicationCopy.errors.cvLink)).toBeVisible()
  await expectFocusTrapped(page, form)

  await tabTo(page, cvLink)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('https://drive.example.com/meera-cv.pdf')
  await typeInto(page, form, applicationCopy.message, 'Available from next month.')
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText(applicationCopy.success)
  await expectDialogPassesAxe(page, form)

  // One record of it is kept, with the job's id (the seed's job numbers are its documents'
  // ids), marked mailed once the mail is out...
  const application = {
    name: 'Meera Sharma',
    email,
    phone: '+91 98290 12345',
    cvLink: 'https://drive.example.com/meera-cv.pdf',
    message: 'Available from next month.',
    job_title: job.title,
    job_department: job.department,
    job_type: job.type,
  }
  const records = await storedLeads('jobApplications', 'email', email)
  expect(records).toHaveLength(1)
  expect(records[0]?.data).toMatchObject({ ...application, jobId: String(job.id) })
  // ...and the mail carries the form, the job it is for (the form's hidden fields), the
  // language written in, under the message, and the record's reference.
  const sent = await outbox.waitForSend((s) => s.template_params.email === email)
  expect(sent.template_params).toEqual({
    ...application,
    message: `${application.message}\n\n${orderMailCopy.language('en')}`,
    reference: leadReference(records[0]?.id ?? ''),
  })
  await expect.poll(() => notifiedFlags('jobApplications', 'email', email)).toEqual([true])
  const sends = await outbox.list()
  expect(sends.filter((s) => s.template_params.email === email)).toHaveLength(1)
  expect(sends.filter((s) => s.template_params.cvLink === 'javascript:alert(1)')).toEqual([])
  expect(scriptDialogs).toEqual([])

  // The form is cleared, and the Close button that came with the result closes it.
  for (const field of [name, form.getByLabel(applicationCopy.email), cvLink]) {
    await expect(field).toHaveValue('')
  }
  // It sits just before the submit button, which still has focus.
  await shiftTabTo(page, form.getByRole('button', { name: careersCopy.close, exact: true }))
  await page.keyboard.press('Enter')
  await expect(form).toBeHidden()
})

test('a failed send keeps what was typed; Back closes the dialogs, not the page; the form fits a phone', async ({
  page,
}) => {
  // The mail service holds the first send until told, then fails it.
  let sends = 0
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route(MAIL_API, async (route) => {
    sends += 1
    await answered
    await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Server error' })
  })
  await openJobs(page)

  // A search that matches nothing says so; its Reset filters brings the list back.
  const filters = page.getByRole('search', { name: careersCopy.filtersLabel })
  await filters.getByLabel(careersCopy.searchLabel).fill('astronaut')
  await expect(page.getByText(careersCopy.noMatches)).toBeVisible()
  // The page's frame around it is as loaded (route-sweep.spec.ts): only <main> changed.
  await expectNoA11yViolations(page, { exclude: AROUND_MAIN })
  // The empty state's own button (the toolbar has one too, before it).
  await page
    .getByRole('main')
    .getByRole('button', { name: careersCopy.resetFilters })
    .last()
    .click()
  await expect(list(page).getByRole('article')).toHaveCount(seed.jobs.length)

  const job = seed.jobs[1]!
  const form = applicationDialog(page, job)
  await cardButton(page, job, careersCopy.applyNow).click()
  const typed = {
    [applicationCopy.name]: 'Kabir Singh',
    [applicationCopy.email]: uniqueEmail('careers-failed'),
    [applicationCopy.phone]: '9829012345',
    [applicationCopy.cvLink]: 'https://cv.example.com/kabir',
    [applicationCopy.message]: 'Keen to join.',
  }
  const expectTyped = async (scope: Locator) => {
    for (const [label, value] of Object.entries(typed)) {
      await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value)
    }
  }
  for (const [label, value] of Object.entries(typed)) {
    await form.getByLabel(label, { exact: true }).fill(value)
  }
  const submit = form.getByRole('button', { name: careersCopy.submit })
  await submit.click()
  // Busy while the send is out: pressed again (Enter in a field), it does not send twice.
  await expect(form.getByRole('button', { name: careersCopy.submitting })).toBeDisabled()
  await form.getByLabel(applicationCopy.phone, { exact: true }).press('Enter')
  answer()
  await expect(form.getByRole('alert')).toHaveText(applicationCopy.failure)
  expect(sends).toBe(1)
  await expectDialogPassesAxe(page, form)
  await expectTyped(form)
  await expect(form.getByRole('button', { name: careersCopy.close, exact: true })).toHaveCount(0)
  await expect(submit).toBeEnabled()

  // Back closes the application and leaves the visitor on the page.
  await page.goBack()
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(paths.jobs)
  // Back closes the details too...
  const details = detailsDialog(page, job)
  await cardButton(page, job, careersCopy.viewDetails).click()
  await expect(details).toBeVisible()
  await page.goBack()
  await expect(details).toBeHidden()
  // ...and, once, the application that took over from them, which had kept what was typed.
  await cardButton(page, job, careersCopy.viewDetails).click()
  await details.getByRole('button', { name: careersCopy.applyNow, exact: true }).click()
  await expect(details).toBeHidden()
  await expectTyped(form)
  await page.goBack()
  await expect(form).toBeHidden()
  await expect(details).toBeHidden()
  await expect(page).toHaveURL(paths.jobs)

  // On a phone, every control of the application is a 44 px target.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.locator('body')).toHaveClass(new RegExp(MOBILE_BODY_CLASS))
  await cardButton(page, job, careersCopy.applyNow).click()
  await expect(form).toBeVisible()
  expect(await smallTargets(form)).toEqual([])
})
