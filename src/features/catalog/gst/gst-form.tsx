import { useEffect, useRef } from 'react'
import { Alert } from '@/components/ui/alert'
import { buttonClasses, StatusButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { GST_LENGTH } from '@/config/constants'
import { messages } from '@/config/messages'
import { gstCopy as copy } from '../catalog-content'
import { useGstCheck } from './use-gst-check'

interface GstFormProps {
  onVerified: () => void
  onClose: () => void
  /** Present when the visitor came from a product's button: go on to its order. */
  onContinue?: () => void
}

export function GstForm({ onVerified, onClose, onContinue }: GstFormProps) {
  const { value, onChange, status, submit, complete } = useGstCheck(onVerified)
  const nextStep = useRef<HTMLButtonElement>(null)
  const verified = status.kind === 'verified'

  // The submit button disappears on success; move focus to the next step instead of losing it.
  useEffect(() => {
    if (verified) nextStep.current?.focus()
  }, [verified])

  if (status.kind === 'verified') {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={copy.verifiedTitle}>
          <p>
            <span className="font-mono">{status.gstin}</span> {copy.registeredIn}{' '}
            <strong>{status.stateName}</strong>.
          </p>
        </Alert>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            ref={nextStep}
            type="button"
            className={buttonClasses('primary')}
            onClick={onContinue ?? onClose}
          >
            {onContinue ? copy.continueToOrder : copy.viewPrices}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <InputField
        label={copy.label}
        name="gstin"
        value={value}
        onChange={onChange}
        maxLength={GST_LENGTH}
        placeholder={copy.placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-wider"
        hint={copy.counter(value.length, GST_LENGTH)}
        readOnly={status.kind === 'checking'}
        aria-invalid={status.kind === 'invalid' || undefined}
      />
      {status.kind === 'invalid' ? <Alert tone="error">{messages.gst.invalid}</Alert> : null}
      {status.kind === 'failed' ? <Alert tone="error">{messages.gst.unexpected}</Alert> : null}
      <div className="flex justify-end">
        <StatusButton
          type="submit"
          busy={status.kind === 'checking'}
          busyLabel={copy.checking}
          disabled={!complete}
        >
          {copy.submit}
        </StatusButton>
      </div>
    </form>
  )
}
