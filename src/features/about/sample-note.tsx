/** A small visible note that content is illustrative (fictional company). */
export function SampleNote({ children }: { children: string }) {
  return <p className="mt-6 text-sm text-stone-600 italic">{children}</p>
}
