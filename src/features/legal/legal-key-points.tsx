import { Icon } from '@/components/ui/icons'
import { legalCopy } from './legal-content'

/** The document's essentials in a box above the full text. */
export function LegalKeyPoints({ points }: { points: readonly string[] }) {
  return (
    <section
      aria-labelledby="legal-key-points"
      className="mt-8 rounded-xl border border-saffron-200 bg-saffron-50 p-6"
    >
      <h2 id="legal-key-points" className="font-display text-xl font-bold text-brand-900">
        {legalCopy.keyPointsHeading}
      </h2>
      <ul className="mt-3 space-y-2">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <Icon name="check" className="mt-1 size-4 stroke-[2.5] text-brand-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
