import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { withReturnPath } from '@/lib/util/return-path'
import { useSession } from '@/lib/session/session'
import { signInPromptText } from './sign-in-prompt-content'

interface SignInPromptProps {
  /** What signing in does here. */
  offer: keyof typeof signInPromptText
  /** The address that reopens this dialog: where signing in returns the visitor. */
  next: string
}

/** For a visitor who is not signed in: a link to sign in that comes back to this very dialog. */
export function SignInPrompt({ offer, next }: SignInPromptProps) {
  const { user } = useSession()
  if (user) return null
  const { lead, action } = signInPromptText[offer]
  return (
    <p className="text-sm text-stone-700">
      {lead}{' '}
      <Link
        to={withReturnPath(paths.login, next)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {action}
      </Link>
    </p>
  )
}
