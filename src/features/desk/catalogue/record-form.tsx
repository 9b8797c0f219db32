import type { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button, StatusButton } from '@/components/ui/button'
import { useForm } from '@/components/ui/use-form'
import {
  createDeskRecord,
  updateDeskRecord,
  writeProblem,
  type DeskCollection,
  type DeskDocument,
  type DeskRecords,
} from '@/lib/catalog/desk-catalog'
import { catalogueCopy as copy } from './catalogue-content'
import type { AnySection } from './catalogue-sections'
import { RecordField } from './record-field'
import type { DeskContext } from './sections/section'

/** A new record is created; an existing one is changed where it is. */
function saveRecord<K extends DeskCollection>(
  key: K,
  existing: DeskDocument | null,
  record: DeskRecords[K],
): Promise<unknown> {
  return existing ? updateDeskRecord(key, existing.id, record) : createDeskRecord(key, record)
}

interface RecordFormProps {
  section: AnySection
  /** The collections read for the section: its form chooses from them. */
  context: DeskContext
  /** The record edited; null for a new one. */
  existing: DeskDocument | null
  /** Called with the record's name once it is saved. */
  onSaved: (name: string) => void
  onCancel: () => void
}

/**
 * A catalogue record's form: every field checked by the section's schema (and the record by the
 * site's own check, in src/lib) before anything is written. What was typed stays when saving fails,
 * and the form says why.
 */
export function RecordForm({ section, context, existing, onSaved, onCancel }: RecordFormProps) {
  const form = useForm({ initial: section.values(existing?.data ?? null), idleOnEdit: true })
  const schema: z.ZodMiniType<DeskRecords[DeskCollection]> = section.schema(context, existing)
  const failure = form.state.status === 'failed' ? form.state.error : null

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={form.submit(schema, async (record) => {
        await saveRecord(section.key, existing, record)
        onSaved(section.summary({ ...record }, context).title)
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {section.fields(context).map((spec) => (
          <RecordField
            key={spec.name}
            spec={spec}
            value={form.values[spec.name] ?? ''}
            error={form.errors[spec.name]}
            onChange={(value) => form.setValue(spec.name, value)}
          />
        ))}
      </div>
      {failure ? <Alert tone="error">{copy.problems[writeProblem(failure)]}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          {copy.cancel}
        </Button>
        <StatusButton type="submit" busy={form.busyAction !== null} busyLabel={copy.saving}>
          {copy.save}
        </StatusButton>
      </div>
    </form>
  )
}
