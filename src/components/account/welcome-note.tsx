import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Icon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { isWelcome } from './welcome'
import { welcomeText as text } from './welcome-content'

/**
 * The new account's welcome, above the page it came back to, with the next thing worth doing: a
 * GSTIN saved already, or a link to add one. Dismissing it takes it out of this history entry.
 */
export function WelcomeNote({ state }: { state: unknown }) {
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  if (!isWelcome(state)) return null
  const { name, gstin } = state.welcome
  const dismiss = () =>
    void navigate(
      { pathname, search, hash },
      { replace: true, state: null, preventScrollReset: true },
    )
  return (
    <div role="status" className="border-b border-brand-200 bg-brand-50">
      <div className="container-page flex items-start gap-3 py-3">
        <Icon name="check" className="mt-0.5 size-5 shrink-0 stroke-2 text-brand-700" />
        <div className="flex-1 text-sm text-stone-800">
          <p className="font-semibold">{text.greeting(name)}</p>
          {gstin ? (
            <p>{text.gstinSaved(gstin)}</p>
          ) : (
            <p>
              {text.addGstin}{' '}
              <Link
                to={paths.account}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline sm:min-h-0"
              >
                {text.addGstinLink}
              </Link>
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          {text.dismiss}
        </button>
      </div>
    </div>
  )
}
