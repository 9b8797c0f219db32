import { leadStatusLabels } from '@/components/leads/leads-content'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { useForm } from '@/components/ui/use-form'
import { saveLeadStatus } from '@/lib/leads/desk/lead'
import { StatusNotSaved, type DeskLead } from '@/lib/leads/desk/records'
import { LEAD_NOTE_MAX, LEAD_STATUSES } from '@/lib/desk-schema'
import { statusCopy as copy } from './desk-leads-content'
import { statusSchema } from './status-schema'

const options = LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] }))

interface StatusFormProps {
  lead: DeskLead
  /** The change, once saved. */
  onSaved: (change: Pick<DeskLead, 'status' | 'note' | 'statusAt'>) => void
}

/** Status and note, saved together; "Saved" until the next edit, what was typed kept on failure. */
export function StatusForm({ lead, onSaved }: StatusFormProps) {
  const form = useForm({
    initial: { status: lead.status, note: lead.note },
    idleOnEdit: true,
  })
  const { state } = form
  const problem =
    state.status === 'failed'
      ? state.error instanceof StatusNotSaved
        ? state.error.problem
        : 'failed'
      : null
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit(statusSchema, async (change) => {
        await saveLeadStatus(lead.kind, lead.id, change)
        onSaved({ ...change, statusAt: new Date() })
      })}
    >
      <SelectField
        label={copy.status}
        options={options}
        name="status"
        value={form.values.status}
        onChange={(event) => form.setValue('status', event.target.value)}
      />
      <TextAreaField
        label={copy.note}
        hint={copy.noteHint}
        rows={4}
        limit={LEAD_NOTE_MAX}
        {...form.field('note')}
      />
      {state.status === 'done' ? <Alert tone="success">{copy.saved}</Alert> : null}
      {problem ? <Alert tone="error">{copy.failed[problem]}</Alert> : null}
      <StatusButton type="submit" busy={form.busyAction !== null} busyLabel={copy.saving}>
        {copy.save}
      </StatusButton>
    </form>
  )
}
