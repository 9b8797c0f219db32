/**
 * The contact form's labels and messages, the fixed ones verbatim among them. Free of zod: the
 * form's placeholder renders from this before the form's code has loaded.
 */
import { t } from '@/lib/i18n/macro'

export const contactFieldText = {
  from_name: {
    get label() {
      return t`Name`
    },
    get required() {
      return t`Please enter your name.`
    },
  },
  from_email: {
    get label() {
      return t`Email`
    },
    get required() {
      return t`Please enter your email address.`
    },
  },
  subject: {
    get label() {
      return t`Subject`
    },
    get required() {
      return t`Please enter a subject.`
    },
  },
  message: {
    get label() {
      return t`Message`
    },
    get required() {
      return t`Please enter your message.`
    },
  },
} as const

export const contactFormText = {
  get sending() {
    return t`SENDING...`
  },
  get success() {
    return t`Message sent successfully!`
  },
  failure: (providerText: string) => t`Failed to send message: ${providerText}`,
  get invalidEmail() {
    return t`Please enter a valid email address, like name@company.com.`
  },
  get tooLong() {
    return t`This is too long.`
  },
  get requiredNote() {
    return t`All fields are required.`
  },
  get submit() {
    return t`Send Message`
  },
  get loadFailed() {
    return t`The message form could not be loaded. Please check your connection and try again.`
  },
  get retry() {
    return t`Try again`
  },
} as const

export type ContactField = keyof typeof contactFieldText
export type ContactValues = Record<ContactField, string>

export const emptyContact: ContactValues = {
  from_name: '',
  from_email: '',
  subject: '',
  message: '',
}

/** How the last send ended, as the form shows it. */
export interface ContactOutcome {
  tone: 'success' | 'error'
  text: string
}
