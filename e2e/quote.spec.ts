/**
 * A quote from end to end, on phones, against the local stack: a buyer's enquiry list, a quote
 * prepared and sent at the desk with a price changed and a delivery charge added, the buyer's link
 * in the mail, the buyer reading it (CGST and SGST for a GSTIN of the seller's own state) and
 * accepting it, the open desk hearing of it without a reload, My enquiries saying so, and the page
 * printing as a proforma invoice.
 *
 * What the parts do on their own is proven beside them: the arithmetic (quote-totals.test.ts,
 * quote-document.test.ts, IGST across states), the editor (quote-draft.test.ts,
 * review-draft.test.ts, quote-desk.test.tsx), the quote page's states (quote-page.test.tsx,
 * decision-form.test.tsx), the commits against the rules (tools/firestore-rules/quotes-lib.test.ts)
 * and every allow and deny of the rules (the scenario table).
 */
import { extractText, getDocumentProxy } from 'unpdf'
import { quoteDecisionLabels } from '../src/components/leads/leads-content'
import { quoteTotalsCopy } from '../src/components/quotes/quotes-content'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { site } from '../src/config/site'
import { inboxCopy, leadQuoteCopy } from '../src/features/desk/leads/desk-leads-content'
import { quoteCopy as editorCopy } from '../src/features/desk/quote/quote-content'
import { enquiryCopy } from '../src/features/enquiry/enquiry-content'
import { decisionCopy, quoteCopy } from '../src/features/quote/quote-content'
import type { EnquiryLine } from '../src/lib/storage/enquiry-list'
import { consentGiven, expect, RAJASTHAN_GSTIN, test, verifyGstForVisit } from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { uniqueEmail } from './support/accounts'
import { fillSender, main, plantEnquiryList, sendButton, shownReference } from './support/catalog'

const PHONE = { width: 390, height: 844 }

const LINES: EnquiryLine[] = [
  { productId: 'arhar-dal', name: 'Arhar Dal', size: '30kg', packs: 4 },
  { productId: 'masoor-dal', name: 'Masoor Dal', size: '5kg', packs: 6 },
]

test.describe('a quote on phones', () => {
  test.use({ account: { label: 'desk-quotes', staff: true }, viewport: PHONE })

  test('staff quote a buyer’s enquiry with a new price and delivery; the buyer accepts from the mailed link, and both sides see it', async ({
    page,
    browser,
    baseURL,
    outbox,
  }) => {
    // A buyer registered in Rajasthan sends an enquiry list from their phone.
    const buyerContext = await browser.newContext({ baseURL, viewport: PHONE })
    const buyer = await buyerContext.newPage()
    await consentGiven(buyer)
    await verifyGstForVisit(buyer, RAJASTHAN_GSTIN)
    await plantEnquiryList(buyer, LINES)
    await buyer.goto(paths.enquiry)
    const email = uniqueEmail('quote-buyer')
    await fillSender(buyer, email)
    await sendButton(buyer).click()
    await expect(buyer.getByText(enquiryCopy.sent.title)).toBeVisible()
    const reference = await shownReference(buyer)

    // Staff open it from the inbox and prepare a quote.
    await consentGiven(page)
    await page.goto(paths.desk)
    const row = main(page).getByRole('listitem').filter({ hasText: reference })
    await row.getByRole('link').click()
    await main(page).getByRole('link', { name: leadQuoteCopy.prepare }).click()
    const lines = main(page).getByRole('list', { name: editorCopy.lines.listLabel })
    await expect(lines.getByRole('listitem')).toHaveCount(2)
    const arhar = lines.getByRole('listitem').filter({ hasText: 'Arhar Dal' })
    await arhar.getByLabel(editorCopy.lines.price).fill('4050.50')
    await main(page).getByLabel(editorCopy.terms.deliveryCharge).fill('1200')
    await main(page)
      .getByLabel(editorCopy.terms.paymentTerms, { exact: true })
      .selectOption({ label: editorCopy.terms.kinds.advance })
    await expectNoA11yViolations(page)
    await main(page).getByRole('button', { name: editorCopy.send, exact: true }).click()
    await expect(main(page).getByText(editorCopy.sent.title(1))).toBeVisible()

    // The buyer is mailed the quote's id, which the template makes the link.
    const mail = await outbox.waitForSend(
      (s) =>
        s.template_id === LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_QUOTE &&
        s.template_params.to_email === email,
    )
    expect(mail.template_params).toMatchObject({ reference, version: '1' })
    const quoteId = String(mail.template_params.quote_id)

    // Staff go back to the inbox and leave it open.
    await page.goto(paths.desk)
    await expect(row).toContainText(inboxCopy.quoteMark(1))

    // The buyer opens the link: their own state's CGST and SGST, no IGST.
    await buyer.goto(paths.quote(quoteId))
    const quote = main(buyer)
    await expect(quote.getByRole('heading', { level: 1 })).toContainText(reference)
    await expect(quote.getByText(quoteCopy.proforma)).toBeVisible()
    const totals = quote.getByRole('table', { name: quoteTotalsCopy.caption })
    await expect(totals.getByText(quoteTotalsCopy.cgst, { exact: true })).toBeVisible()
    await expect(totals.getByText(quoteTotalsCopy.sgst, { exact: true })).toBeVisible()
    await expect(totals.getByText(quoteTotalsCopy.igst, { exact: true })).toHaveCount(0)
    await expect(quote.getByText('₹4,050.50').first()).toBeVisible()
    const grandTotal = (
      await totals.getByRole('row').filter({ hasText: quoteTotalsCopy.grandTotal }).innerText()
    )
      .replace(quoteTotalsCopy.grandTotal, '')
      .trim()
    expect(grandTotal).toMatch(/^₹[\d,]+\.00$/)
    // Mails and My enquiries give it in whole rupees.
    const wholeRupees = grandTotal.slice(0, -'.00'.length)
    await expectNoA11yViolations(buyer)

    // Printed, it is the proforma invoice with the grand total.
    const pdf = await buyer.pdf({ format: 'A4' })
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    })
    // Set in capitals on the page, so the PDF's text is too.
    expect(text.toLowerCase()).toContain(quoteCopy.proforma.toLowerCase())
    expect(text).toContain(grandTotal)
    // The paper holds the quote alone: no site footer, no buttons, no answer form.
    expect(text).not.toContain(site.tagline)
    expect(text).not.toContain(quoteCopy.print)
    expect(text).not.toContain(decisionCopy.accept)

    await quote.getByLabel(decisionCopy.name).fill('Ramesh Sharma')
    await quote.getByRole('button', { name: decisionCopy.accept, exact: true }).click()
    await expect(quote.getByText(decisionCopy.recorded.accepted)).toBeVisible()

    // The open desk shows the answer without a reload; the sales desk is mailed.
    await expect(row).toContainText(quoteDecisionLabels.accepted)
    const decision = await outbox.waitForSend(
      (s) =>
        s.template_id === LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_QUOTE_DECISION &&
        s.template_params.reference === reference,
    )
    expect(decision.template_params).toMatchObject({
      decision: quoteDecisionLabels.accepted,
      from_name: 'Ramesh Sharma',
      grand_total: wholeRupees,
    })

    // My enquiries says so, with the quote.
    await buyer.goto(paths.myEnquiries)
    const card = main(buyer).getByRole('listitem').filter({ hasText: reference })
    await expect(card).toContainText(quoteDecisionLabels.accepted)
    await expect(card).toContainText(wholeRupees)
    await buyerContext.close()
  })
})
