import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, StatusButton, buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { COLLECTIONS } from '@/lib/schema'
import { LiveTotals } from './live-totals'
import { quoteCopy as copy } from './quote-content'
import type { DraftReview } from './review-draft'
import type { SendState } from './use-send-quote'

interface SendPanelProps {
  review: DraftReview
  /** Problems are summed up once staff have tried to send. */
  tried: boolean
  sendState: SendState
  leadId: string
}

/** Why the last send failed, and the way on: reload the lead, or try again (the same quote). */
function SendFailure({ sendState, leadId }: Pick<SendPanelProps, 'sendState' | 'leadId'>) {
  if (sendState.status !== 'failed') return null
  const { problem } = sendState
  return (
    <Alert tone="error">
      <p>{copy.failed[problem]}</p>
      {problem === 'refused' ? (
        <Link
          to={paths.deskLead(COLLECTIONS.orderRequests, leadId)}
          className={buttonClasses('secondary', 'mt-2')}
        >
          {copy.reloadLead}
        </Link>
      ) : (
        <Button type="submit" variant="secondary" className="mt-2">
          {copy.retry}
        </Button>
      )}
    </Alert>
  )
}

/**
 * The totals, what stands in the way of sending, and Send: at the foot of a phone's screen, kept
 * in view beside the form wider.
 */
export function SendPanel({ review, tried, sendState, leadId }: SendPanelProps) {
  const problems = tried ? review.problems : []
  return (
    <aside
      aria-label={copy.totals.heading}
      className="sticky bottom-0 z-10 max-h-[75vh] space-y-3 overflow-y-auto rounded-t-xl border border-stone-200 bg-white p-4 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:top-24 lg:bottom-auto lg:max-h-none lg:rounded-xl lg:shadow-sm"
    >
      <h3 className="sr-only lg:not-sr-only lg:font-display lg:text-lg lg:font-bold lg:text-brand-900">
        {copy.totals.heading}
      </h3>
      <LiveTotals review={review} />
      {problems.length > 0 ? (
        <Alert tone="error" title={copy.invalid(problems.length)}>
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((problem, index) => (
              <li key={`${index}-${problem}`}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <SendFailure sendState={sendState} leadId={leadId} />
      <StatusButton
        type="submit"
        busy={sendState.status === 'sending'}
        busyLabel={copy.sending}
        className="w-full"
      >
        {copy.send}
      </StatusButton>
    </aside>
  )
}
