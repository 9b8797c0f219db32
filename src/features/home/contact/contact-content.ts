/**
 * The contact form's labels and messages, the fixed ones verbatim among them. Free of zod: the
 * form's placeholder renders from this before the form's code has loaded.
 */
export const contactFieldText = {
  from_name: { label: 'Name', required: 'Please enter your name.' },
  from_email: { label: 'Email', required: 'Please enter your email address.' },
  subject: { label: 'Subject', required: 'Please enter a subject.' },
  message: { label: 'Message', required: 'Please enter your message.' },
} as const

export const contactFormText = {
  sending: 'SENDING...',
  success: 'Message sent successfully!',
  failure: (providerText: string) => `Failed to send message: ${providerText}`,
  invalidEmail: 'Please enter a valid email address, like name@company.com.',
  tooLong: 'This is too long.',
  requiredNote: 'All fields are required.',
  submit: 'Send Message',
  loadFailed: 'The message form could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
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
