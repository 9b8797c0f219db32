import { Alert } from '@/components/ui/alert'
import { Button, StatusButton } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useForm } from '@/components/ui/use-form'
import {
  removeDeskRecord,
  writeProblem,
  type DeskCollection,
  type DeskDocument,
} from '@/lib/catalog/desk-catalog'
import { catalogueCopy as copy } from './catalogue-content'

interface RemoveDialogProps {
  collection: DeskCollection
  /** The record to remove, and its name; null while none is asked about. */
  target: { doc: DeskDocument; name: string } | null
  onClose: () => void
  onRemoved: (name: string) => void
}

/** Asks before a record is deleted, and says why when it could not be. */
export function RemoveDialog({ collection, target, onClose, onRemoved }: RemoveDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target ? copy.confirmRemove.title(target.name) : null}
      description={copy.confirmRemove.body}
    >
      {target ? (
        <RemoveChoice
          key={target.doc.id}
          collection={collection}
          target={target}
          onClose={onClose}
          onRemoved={onRemoved}
        />
      ) : null}
    </Dialog>
  )
}

function RemoveChoice({
  collection,
  target,
  onClose,
  onRemoved,
}: RemoveDialogProps & { target: NonNullable<RemoveDialogProps['target']> }) {
  const form = useForm({ initial: {} })
  const failure = form.state.status === 'failed' ? form.state.error : null
  const remove = () =>
    void form.run(async () => {
      await removeDeskRecord(collection, target.doc.id)
      onRemoved(target.name)
    })
  return (
    <div className="space-y-4">
      {failure ? <Alert tone="error">{copy.problems[writeProblem(failure)]}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {copy.cancel}
        </Button>
        <StatusButton
          variant="danger"
          busy={form.busyAction !== null}
          busyLabel={copy.confirmRemove.busy}
          onClick={remove}
        >
          {copy.confirmRemove.confirm}
        </StatusButton>
      </div>
    </div>
  )
}
