import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useInView } from '../use-in-view'
import { ContactFormView } from './contact-form-view'
import { contactFormText, emptyContact } from './contact-text'

/** A fresh lazy component per attempt: React.lazy remembers a failed import for good. */
const loadContactForm = () =>
  lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })))

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
  const [attempt, setAttempt] = useState(() => ({ count: 0, Form: loadContactForm() }))
  const { Form } = attempt
  const placeholder = <ContactFormView titleId={titleId} values={emptyContact} pending />
  return (
    <div ref={ref}>
      {near ? (
        <LoadBoundary
          key={attempt.count}
          onRetry={() => setAttempt(({ count }) => ({ count: count + 1, Form: loadContactForm() }))}
        >
          <Suspense fallback={placeholder}>
            <Form titleId={titleId} />
          </Suspense>
        </LoadBoundary>
      ) : (
        placeholder
      )}
    </div>
  )
}

interface LoadBoundaryProps {
  onRetry: () => void
  children: ReactNode
}

/** Catches a failed chunk download and offers to try again, instead of losing the whole page. */
class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="space-y-4">
        <Alert tone="error">{contactFormText.loadFailed}</Alert>
        <Button variant="secondary" onClick={this.props.onRetry}>
          {contactFormText.retry}
        </Button>
      </div>
    )
  }
}
