import { authCopy } from './auth-content'

/** The "or" rule between Google and the email form. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-stone-600">
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      {authCopy.or}
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
    </div>
  )
}
