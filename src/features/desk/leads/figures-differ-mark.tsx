import { figuresCopy as copy } from './desk-leads-content'

/** Says, in words and not only in colour, that a request's figures differ from the desk's own. */
export function FiguresDifferMark() {
  return (
    <span className="rounded-full border border-red-700 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      {copy.differ}
    </span>
  )
}
