import { figuresCopy as copy } from './desk-leads-content'

/** One figure the buyer's page said otherwise, led by a word that says so, not only its colour. */
export function DifferenceFlag({ text }: { text: string }) {
  return (
    <p className="text-sm text-red-800">
      <strong className="font-semibold">{copy.flag}</strong> {text}
    </p>
  )
}
