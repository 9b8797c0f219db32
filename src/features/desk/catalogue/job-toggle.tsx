import { StatusButton } from '@/components/ui/button'
import { useForm } from '@/components/ui/use-form'
import { setJobOpen, type DeskDocument } from '@/lib/catalog/desk-catalog'
import { catalogueCopy } from './catalogue-content'
import { isOpen } from './sections/jobs'

const words = catalogueCopy.jobs

interface JobToggleProps {
  job: DeskDocument
  title: string
  onDone: (message: string) => void
  onFailed: (error: unknown) => void
}

/** Closes an opening (it leaves /jobs) or reopens it, busy on the button while it saves. */
export function JobToggle({ job, title, onDone, onFailed }: JobToggleProps) {
  const form = useForm({ initial: {} })
  const open = isOpen(job.data)
  const busy = form.busyAction !== null
  const action = open ? words.close : words.reopen
  const busyLabel = open ? words.closing : words.reopening
  const toggle = () =>
    void form.run(async () => {
      try {
        await setJobOpen(job.id, !open)
        onDone(open ? words.closed(title) : words.reopened(title))
      } catch (error) {
        onFailed(error)
        throw error
      }
    })
  return (
    <StatusButton
      variant="secondary"
      className="px-4"
      aria-label={catalogueCopy.named(busy ? busyLabel : action, title)}
      busy={busy}
      busyLabel={busyLabel}
      onClick={toggle}
    >
      {action}
    </StatusButton>
  )
}
