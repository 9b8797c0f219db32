import { Button } from '@/components/ui/button'
import { isShown, type DeskDocument } from '@/lib/catalog/desk-catalog'
import { catalogueCopy as copy } from './catalogue-content'
import type { AnySection } from './catalogue-sections'
import { JobToggle } from './job-toggle'
import type { DeskContext } from './sections/section'

interface RecordListProps {
  section: AnySection
  docs: readonly DeskDocument[]
  context: DeskContext
  label: string
  onEdit: (doc: DeskDocument) => void
  onRemove: (doc: DeskDocument, name: string) => void
  onJobToggled: (message: string) => void
  onFailed: (error: unknown) => void
}

/** A section's records, a line each: its name, key facts, and what staff can do with it. */
export function RecordList({ section, docs, context, label, ...actions }: RecordListProps) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
    >
      {docs.map((doc) => {
        const summary = section.summary(doc.data, context)
        const name = summary.title || copy.untitled
        const shown = isShown(section.key, doc.data)
        return (
          <li
            key={doc.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="break-words font-semibold text-brand-900">{name}</h3>
                {[...(summary.badges ?? []), ...(shown ? [] : [copy.hiddenBadge])].map((badge) => (
                  <span
                    key={badge}
                    className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800"
                  >
                    {badge}
                  </span>
                ))}
              </div>
              {summary.otherName ? (
                <p lang={summary.otherName.lang} className="break-words text-stone-800">
                  {summary.otherName.text}
                </p>
              ) : null}
              {summary.facts.length > 0 ? (
                <p className="break-words text-sm text-stone-700">{summary.facts.join(' · ')}</p>
              ) : null}
              {shown ? null : <p className="text-sm text-red-800">{copy.hiddenHint}</p>}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                variant="secondary"
                className="px-4"
                aria-label={copy.named(copy.edit, name)}
                onClick={() => actions.onEdit(doc)}
              >
                {copy.edit}
              </Button>
              {section.key === 'jobListings' ? (
                <JobToggle
                  job={doc}
                  title={name}
                  onDone={actions.onJobToggled}
                  onFailed={actions.onFailed}
                />
              ) : null}
              <Button
                variant="ghost"
                className="px-4"
                aria-label={copy.named(copy.remove, name)}
                onClick={() => actions.onRemove(doc, name)}
              >
                {copy.remove}
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
