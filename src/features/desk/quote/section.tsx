import type { ReactNode } from 'react'

/** A card of the editor with its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h3 className="font-display text-lg font-bold text-brand-900">{title}</h3>
      {children}
    </section>
  )
}
