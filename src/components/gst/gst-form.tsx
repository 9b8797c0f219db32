import { useEffect, useRef, useState } from 'react'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { buttonClasses, StatusButton } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { InputField } from '@/components/ui/field'
import { TaggedText } from '@/components/ui/tagged-text'
import { useForm, type FormState } from '@/components/ui/use-form'
import { GST_LENGTH } from '@/config/constants'
import { gstCopy as copy } from './gst-content'
import type { GstDetails } from '@/lib/storage/gst-session'
import { shownGstinState } from '@/lib/util/gst-states'
import { normaliseGstinInput, type GstinResult } from '@/lib/util/gstin'
import { verifyGstin } from './gst-verification'

/** The form submits only a complete number; the check itself says whether it is valid. */
const gstSchema = z.object({ gstin: z.string().check(z.length(GST_LENGTH)) })

/** The check's answer, once there is one. */
function verdict(state: FormState): GstinResult | null {
  return state.status === 'done' ? (state.result as GstinResult) : null
}

/**
 * Told which GSTIN was verified (and its state) once it is, and whether the buyer asked this
 * device to remember it: off unless they tick the box.
 */
export type OnGstVerified = (details: GstDetails, choice: { remember: boolean }) => void

interface GstFormProps {
  onVerified: OnGstVerified
  onClose: () => void
  /** Present when the visitor came from a product's button: go on to its order. */
  onContinue?: () => void
}

/**
 * The GST check: the value uppercased as typed (separators dropped) up to 15 characters, submit
 * enabled at 15, one check at a time, then invalid, failed (an unexpected error) or verified
 * with the state's name. Typing again after an answer clears it. Remembering on this device is
 * the buyer's choice, made before the check and fixed while it runs.
 */
export function GstForm({ onVerified, onClose, onContinue }: GstFormProps) {
  const form = useForm({
    initial: { gstin: '' },
    normalise: { gstin: normaliseGstinInput },
    idleOnEdit: true,
    draftKey: 'gst',
  })
  const value = form.values.gstin
  const checking = form.busyAction !== null
  const result = verdict(form.state)
  const nextStep = useRef<HTMLButtonElement>(null)
  const verified = result?.valid === true
  const [remember, setRemember] = useState(false)

  // The submit button disappears on success; move focus to the next step instead of losing it.
  useEffect(() => {
    if (verified) nextStep.current?.focus()
  }, [verified])

  if (result?.valid) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={copy.verifiedTitle}>
          <p>
            <TaggedText
              message={copy.registeredIn(
                result.gstin,
                shownGstinState(result.gstin, result.stateName),
              )}
              parts={{
                gstin: (words) => <span className="font-mono">{words}</span>,
                state: (words) => <strong>{words}</strong>,
              }}
            />
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
    <form
      noValidate
      onSubmit={form.submit(gstSchema, async ({ gstin }) => {
        const answer = await verifyGstin(gstin)
        if (answer.valid) {
          onVerified({ gstin: answer.gstin, stateName: answer.stateName }, { remember })
        }
        return answer
      })}
      className="space-y-4"
    >
      <InputField
        label={copy.label}
        {...form.field('gstin')}
        error={undefined}
        placeholder={copy.placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-wider"
        hint={copy.counter(value.length, GST_LENGTH)}
        readOnly={checking}
        aria-invalid={result?.valid === false || undefined}
      />
      {result?.valid === false ? <Alert tone="error">{copy.refused(result.reason)}</Alert> : null}
      {form.state.status === 'failed' ? <Alert tone="error">{copy.unexpected}</Alert> : null}
      <fieldset disabled={checking} className="space-y-1">
        <CheckboxField
          label={copy.rememberLabel}
          hint={copy.rememberHint}
          checked={remember}
          onChange={setRemember}
        />
      </fieldset>
      <div className="flex justify-end">
        <StatusButton
          type="submit"
          busy={checking}
          busyLabel={copy.checking}
          disabled={value.length !== GST_LENGTH}
        >
          {copy.submit}
        </StatusButton>
      </div>
    </form>
  )
}
