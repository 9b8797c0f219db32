import { useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import { useForm } from '@/components/ui/use-form'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import { QUOTE_LIMITS, type QuoteDecisionKind } from '@/lib/quotes/quote-schema'
import { QuoteNotSaved, type QuoteProblem } from '@/lib/quotes/quotes'
import { decisionSchemas } from './decision-schema'
import { decisionCopy as copy } from './quote-content'
import { recordDecision, type DecisionOutcome } from './record-decision'

/** The action of the Try again button: the answer that failed, sent again. */
const RETRY = 'retry'

const problemOf = (error: unknown): QuoteProblem =>
  error instanceof QuoteNotSaved ? error.problem : 'failed'

interface DecisionFormProps {
  quote: QuoteRecord
  onOutcome: (outcome: DecisionOutcome, kind: QuoteDecisionKind) => void
}

/**
 * The name of whoever answers, a message, and the two answers: Accept quote (the message may be
 * left empty) and Ask for changes (it may not). What was typed stays through a failure; one that
 * may pass on a second go offers Try again.
 */
export function DecisionForm({ quote, onOutcome }: DecisionFormProps) {
  const form = useForm({ initial: { name: '', message: '' } })
  // Which button sent the form: set by its click, which comes before the submit (Enter too).
  const chosen = useRef<{ kind: QuoteDecisionKind; action: string }>({
    kind: 'accepted',
    action: 'accepted',
  })
  const [retryKind, setRetryKind] = useState<QuoteDecisionKind | null>(null)
  const { state, busyAction } = form
  const problem = state.status === 'failed' ? problemOf(state.error) : null
  const showRetry =
    retryKind !== null && (problem === 'timed-out' || problem === 'failed' || busyAction === RETRY)

  const choose = (kind: QuoteDecisionKind, action: string = kind) => {
    chosen.current = { kind, action }
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { kind, action } = chosen.current
    const send = async ({ name, message }: { name: string; message: string }) => {
      try {
        onOutcome(await recordDecision(quote, { kind, name, message }), kind)
      } catch (error) {
        const again = problemOf(error) !== 'refused'
        setRetryKind(again ? kind : null)
        throw error
      }
    }
    form.submit(decisionSchemas[kind](), send, { action })(event)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <InputField
        label={copy.name}
        hint={copy.nameHint}
        required
        autoComplete="name"
        {...form.field('name')}
      />
      <TextAreaField
        label={copy.message}
        hint={copy.messageHint}
        rows={4}
        limit={QUOTE_LIMITS.decisionMessage}
        {...form.field('message')}
      />
      {problem ? <Alert tone="error">{copy.problems[problem]}</Alert> : null}
      {showRetry ? (
        <StatusButton
          type="submit"
          onClick={() => choose(retryKind, RETRY)}
          busy={busyAction === RETRY}
          busyLabel={copy.trying}
          disabled={busyAction !== null}
        >
          {copy.tryAgain}
        </StatusButton>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <StatusButton
          type="submit"
          onClick={() => choose('accepted')}
          busy={busyAction === 'accepted'}
          busyLabel={copy.accepting}
          disabled={busyAction !== null}
        >
          {copy.accept}
        </StatusButton>
        <StatusButton
          type="submit"
          variant="secondary"
          onClick={() => choose('changes')}
          busy={busyAction === 'changes'}
          busyLabel={copy.asking}
          disabled={busyAction !== null}
        >
          {copy.askChanges}
        </StatusButton>
      </div>
    </form>
  )
}
