/**
 * Sending mail through EmailJS. Initialised once with the guards from configuration (headless
 * browsers, blocked senders, and one send per page per interval); on the local stack the API
 * origin is the app's own (forwarded to the outbox).
 */
import { init, send, EmailJSResponseStatus } from '@emailjs/browser'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'
import { t } from '@/lib/i18n/macro'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { localStore } from '@/lib/storage/local-store'

let initialised = false

/**
 * One send per page per interval, counting only sends that went through: the SDK's own limit
 * records a send before making it, so a retry right after a network failure was refused. Storage
 * that refuses access simply means no limit.
 */
const sendLimit = {
  key: () => `${STORAGE_KEYS.mailSentAtPrefix}${window.location.pathname}`,
  check(): void {
    const interval = env.emailjs.rateLimitMs
    if (interval <= 0) return
    try {
      const last = Number(localStore()?.getItem(this.key()) ?? 0)
      if (Date.now() - last < interval) throw new EmailJSResponseStatus(429, 'Too Many Requests')
    } catch (error) {
      if (error instanceof EmailJSResponseStatus) throw error
    }
  },
  record(): void {
    if (env.emailjs.rateLimitMs <= 0) return
    try {
      localStore()?.setItem(this.key(), String(Date.now()))
    } catch {
      // Storage refuses writes: no limit, as above.
    }
  },
}

export function initEmail(): void {
  if (initialised) return
  initialised = true
  const { emailjs } = env
  init({
    publicKey: emailjs.publicKey,
    origin: emailjs.origin ?? (env.localStack ? window.location.origin : undefined),
    blockHeadless: emailjs.blockHeadless,
    blockList: { list: emailjs.blockList, watchVariable: 'from_email' },
  })
}

/** The SDK's own refusals, by the status it gives them. */
export type EmailRefusal = 'network' | 'blocked' | 'tooMany' | 'automated'

const REFUSALS: Readonly<Record<number, EmailRefusal>> = {
  0: 'network',
  403: 'blocked',
  429: 'tooMany',
  451: 'automated',
}

/**
 * Why a send failed, for the form that sent it to put in its own words: one of the SDK's
 * refusals (a failed fetch is the network one), another answer of the service with its status
 * and text, or the message of anything else thrown.
 */
export type EmailFailure =
  | { reason: EmailRefusal }
  | { reason: 'answered'; status: number; text: string }
  | { reason: 'message'; text: string }
  | { reason: 'unknown' }

/** What went wrong, from any failure shape the SDK produces (status object, TypeError, string). */
export function emailFailure(error: unknown): EmailFailure {
  if (isStatusLike(error)) {
    const refusal = REFUSALS[error.status]
    if (refusal) return { reason: refusal }
    const text = typeof error.text === 'string' ? error.text.trim() : ''
    return { reason: 'answered', status: error.status, text }
  }
  if (error instanceof TypeError) return { reason: 'network' }
  if (typeof error === 'string' && error.trim()) return { reason: 'message', text: error.trim() }
  if (error instanceof Error && error.message) return { reason: 'message', text: error.message }
  return { reason: 'unknown' }
}

function isStatusLike(value: unknown): value is { status: number; text?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number'
  )
}

type Params = Record<string, string>

async function sendTemplate(template: keyof typeof env.emailjs.templates, params: Params) {
  initEmail()
  sendLimit.check()
  await withTimeLimit(
    send(env.emailjs.serviceId, env.emailjs.templates[template], params),
    TIME_LIMITS.sendMs,
    t`The mail service`,
  )
  sendLimit.record()
}

export interface ContactMessage {
  from_name: string
  from_email: string
  subject: string
  message: string
}

/** What the desk quotes back: the reference of the lead the mail is about, as it is on record. */
export interface Referenced {
  reference: string
}

export function sendContactMessage(message: ContactMessage & Referenced): Promise<void> {
  return sendTemplate('contact', {
    from_name: message.from_name,
    from_email: message.from_email,
    subject: message.subject,
    message: message.message,
    reference: message.reference,
    to_email: env.contactToEmail,
  })
}

export interface OrderRequest {
  from_name: string
  from_email: string
  from_contact: string
  product_name: string
  product_weight: string
  /** Rupees; sent with two decimals. */
  product_price: number
  message: string
  /** Lines the sales desk needs beside the buyer's words (the GSTIN, the reference), one each. */
  facts?: readonly string[]
  /** Appended to the message when the buyer is signed in. */
  userId?: string
}

/** The message the order mail carries: the buyer's words, the facts, then the user id. */
export function orderMessage({ message, facts = [], userId }: OrderRequest): string {
  return [message.trim(), facts.join('\n'), userId ? `User ID: ${userId}` : '']
    .filter(Boolean)
    .join('\n\n')
}

export function sendOrderRequest(request: OrderRequest) {
  return sendTemplate('order', {
    from_name: request.from_name,
    from_email: request.from_email,
    from_contact: request.from_contact,
    product_name: request.product_name,
    product_weight: request.product_weight,
    product_price: request.product_price.toFixed(2),
    message: orderMessage(request),
  })
}

export interface JobApplication {
  name: string
  email: string
  phone: string
  cvLink: string
  message: string
  job_title: string
  job_department: string
  job_type: string
}

export function sendJobApplication(application: JobApplication & Referenced): Promise<void> {
  return sendTemplate('application', { ...application })
}

/** A quote sent to a buyer: the mail that gives them its link. */
export interface QuoteMail {
  to_email: string
  to_name: string
  /** The reference of the request it answers. */
  reference: string
  /** "2" for a revision; "1" for the first. */
  version: string
  /** "₹1,12,450". */
  grand_total: string
  /** "2 Dec 2026". */
  valid_until: string
  /**
   * The quote's id: the template links to the site's own quote page with it
   * (https://<site>/quote/{{quote_id}}), so no mail sent with this template can link elsewhere.
   */
  quote_id: string
}

export function sendQuoteMail(mail: QuoteMail): Promise<void> {
  return sendTemplate('quote', { ...mail })
}

/** A buyer's decision on a quote, to the sales desk. */
export interface QuoteDecisionMail extends Referenced {
  /** "Accepted" or "Changes asked". */
  decision: string
  /** The name the buyer typed. */
  from_name: string
  /** What they asked to change; '' when accepting. */
  message: string
  grand_total: string
  quote_link: string
}

export function sendQuoteDecisionMail(mail: QuoteDecisionMail): Promise<void> {
  return sendTemplate('quoteDecision', { ...mail, to_email: env.contactToEmail })
}
