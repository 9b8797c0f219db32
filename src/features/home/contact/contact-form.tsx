import { useMemo } from 'react'
import { sendFailureMessage } from '@/components/ui/send-failure-message'
import { useForm, type FormState } from '@/components/ui/use-form'
import { emailFailure } from '@/lib/mail/email'
import { submitContactMessage } from '@/lib/leads/submit/send'
import { withSendDeadline } from '@/lib/util/time-limit'
import { useLeadId } from '@/lib/leads/submit/use-lead-id'
import { useSessionContact } from '@/hooks/use-session-contact'
import { ContactFormView } from './contact-form-view'
import { contactSchema } from './contact-schema'
import { contactFormText, emptyContact, type ContactOutcome } from './contact-content'
import { describeEmailFailure } from './send-failure-content'

function outcome(state: FormState): ContactOutcome | undefined {
  if (state.status === 'done') return { tone: 'success', text: contactFormText.success }
  if (state.status === 'failed') {
    const failure = contactFormText.failure(describeEmailFailure(emailFailure(state.error)))
    return { tone: 'error', text: sendFailureMessage(state.error, failure) }
  }
  return undefined
}

/** The form's draft (and its last attempt's id), kept for this tab until the message is sent. */
const DRAFT_KEY = 'contact'

/**
 * The working contact form: idle, sending (SENDING...), then success with the fields cleared, or
 * the provider's failure text with everything kept. Every message is also kept on record. Name and email start from the signed-in user
 * until the visitor types over them. Its code (zod, EmailJS) is a chunk of its own.
 */
export function ContactForm({ titleId }: { titleId?: string }) {
  const prefill = useSessionContact()
  const lead = useLeadId(DRAFT_KEY)
  // Built once, in the page's language (which stays for the page's life), not on every keystroke.
  const schema = useMemo(() => contactSchema(), [])
  const form = useForm({
    initial: { ...emptyContact, from_name: prefill.name, from_email: prefill.email },
    draftKey: DRAFT_KEY,
  })
  return (
    <ContactFormView
      titleId={titleId}
      values={form.values}
      errors={form.errors}
      busy={form.busyAction !== null}
      outcome={outcome(form.state)}
      onChange={form.setValue}
      onSubmit={form.submit(
        schema,
        async (message) => {
          const id = lead.idFor(message)
          await withSendDeadline(() => submitContactMessage(id, message))
          lead.sent()
        },
        { clearOnSuccess: true },
      )}
    />
  )
}
