import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { writeProblem, type DeskDocument } from '@/lib/catalog/desk-catalog'
import { catalogueCopy as copy } from './catalogue-content'
import type { AnySection } from './catalogue-sections'
import { RecordForm } from './record-form'
import { RecordList } from './record-list'
import { RemoveDialog } from './remove-dialog'
import { useDeskCollections } from './use-desk-collections'

const outcomeBox = 'rounded-lg border px-4 py-3 text-sm'

/** What the last action came to, said in the section's live regions. */
type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string } | null

/** One collection at the desk: its list, an add button, the form and the removal's question. */
export function CatalogueSection({ section }: { section: AnySection }) {
  const words = copy.sections[section.key]
  const data = useDeskCollections([section.key, ...section.uses])
  const [editing, setEditing] = useState<{ existing: DeskDocument | null } | null>(null)
  const [removing, setRemoving] = useState<{ doc: DeskDocument; name: string } | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const docs = [...(data.context[section.key] ?? [])].sort(section.compare)

  const done = (text: string) => {
    setOutcome({ tone: 'success', text })
    data.reload()
  }
  const failed = (error: unknown) =>
    setOutcome({ tone: 'error', text: copy.problems[writeProblem(error)] })
  const edit = (existing: DeskDocument | null) => {
    setOutcome(null)
    setEditing({ existing })
  }
  const editedName = editing?.existing
    ? section.summary(editing.existing.data, data.context).title || copy.untitled
    : null

  return (
    <section aria-labelledby="catalogue-section" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="catalogue-section" className="font-display text-xl font-bold text-brand-900">
          {words.title}
        </h2>
        <Button onClick={() => edit(null)} disabled={data.status !== 'ready'}>
          {words.add}
        </Button>
      </div>
      <p className="text-sm text-stone-700">{copy.intro}</p>
      {/* Live regions stay in the page, so what they are given is announced. */}
      <div role="status">
        {outcome?.tone === 'success' ? (
          <p className={cn(outcomeBox, 'border-emerald-300 bg-emerald-50 text-emerald-900')}>
            {outcome.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome?.tone === 'error' ? (
          <p className={cn(outcomeBox, 'border-red-300 bg-red-50 text-red-800')}>{outcome.text}</p>
        ) : null}
      </div>
      {data.status === 'loading' ? <p className="text-stone-700">{copy.loading}</p> : null}
      {data.status === 'error' ? (
        <div className="space-y-3">
          <p className="text-red-800">{copy.loadFailed}</p>
          <Button variant="secondary" onClick={data.retry}>
            {copy.retry}
          </Button>
        </div>
      ) : null}
      {data.status === 'ready' && docs.length === 0 ? (
        <p className="text-stone-700">{words.empty}</p>
      ) : null}
      {data.status === 'ready' && docs.length > 0 ? (
        <RecordList
          section={section}
          docs={docs}
          context={data.context}
          label={words.title}
          onEdit={edit}
          onRemove={(doc, name) => {
            setOutcome(null)
            setRemoving({ doc, name })
          }}
          onJobToggled={done}
          onFailed={failed}
        />
      ) : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editedName === null ? words.add : copy.editTitle(editedName)}
        holdsForm
        className="w-[min(100%-2rem,48rem)]"
      >
        {editing ? (
          <RecordForm
            section={section}
            context={data.context}
            existing={editing.existing}
            onSaved={(name) => {
              setEditing(null)
              done(copy.saved(name || copy.untitled))
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <RemoveDialog
        collection={section.key}
        target={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(name) => {
          setRemoving(null)
          done(copy.removed(name))
        }}
      />
    </section>
  )
}
