import { useRef } from 'react'
import { LazyPart, partLoader } from '@/components/ui/lazy-part'
import { useInView } from '@/hooks/use-in-view'
import { ContactFormView } from './contact-form-view'
import { contactFormText, emptyContact } from './contact-content'

const contactForm = partLoader(
  () => import('./contact-form'),
  (module) => module.ContactForm,
)

/** Starts loading this far ahead of the viewport, so the form is ready when it scrolls in. */
const PRELOAD_MARGIN = '800px 0px'

interface LazyContactFormProps {
  titleId?: string
}

/**
 * The contact form, with its validation and mail code (zod, EmailJS) in a chunk of its own that
 * loads as the section nears the viewport. Until then the same form shows with its controls
 * disabled, so nothing shifts when the real one takes over.
 */
export function LazyContactForm({ titleId }: LazyContactFormProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useInView(ref, { rootMargin: PRELOAD_MARGIN, once: true })
  const placeholder = <ContactFormView titleId={titleId} values={emptyContact} pending />
  return (
    <div ref={ref}>
      {near ? (
        <LazyPart
          loader={contactForm}
          props={{ titleId }}
          fallback={placeholder}
          failedText={contactFormText.loadFailed}
          retryLabel={contactFormText.retry}
        />
      ) : (
        placeholder
      )}
    </div>
  )
}
