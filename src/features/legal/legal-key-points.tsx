/** The document's essentials in a box above the full text. */
export function LegalKeyPoints({ points }: { points: string[] }) {
  return (
    <section
      aria-labelledby="legal-key-points"
      className="mt-8 rounded-xl border border-saffron-200 bg-saffron-50 p-6"
    >
      <h2 id="legal-key-points" className="font-display text-xl font-bold text-brand-900">
        At a glance
      </h2>
      <ul className="mt-3 space-y-2">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-1 size-4 shrink-0 fill-brand-700"
            >
              <path d="M7.6 14.2 3.4 10l1.4-1.4 2.8 2.8 7.6-7.6 1.4 1.4z" />
            </svg>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
