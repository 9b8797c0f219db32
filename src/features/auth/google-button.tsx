import { StatusButton } from '@/components/ui/button'
import { authMessages } from './auth-content'

interface GoogleButtonProps {
  label: string
  busy: boolean
  disabled: boolean
  onClick: () => void
}

/** "Sign in/up with Google": Google's popup, with its account chooser. */
export function GoogleButton({ label, busy, disabled, onClick }: GoogleButtonProps) {
  return (
    <StatusButton
      variant="secondary"
      className="w-full border-stone-300 text-stone-800"
      busy={busy}
      busyLabel={authMessages.connectingGoogle}
      disabled={disabled}
      onClick={onClick}
    >
      <GoogleMark />
      {label}
    </StatusButton>
  )
}

/** Google's own "G" in its four colours, as its sign-in buttons show it: not one of the outline icons. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className="shrink-0">
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.33-1.58-5.04-3.71H.96v2.33A9 9 0 0 0 9 18z"
      />
      <path
        fill="#FBBC05"
        d="M3.96 10.71A5.4 5.4 0 0 1 3.68 9c0-.6.1-1.17.28-1.71V4.96H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.04l3-2.33z"
      />
      <path
        fill="#EA4335"
        d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.96l3 2.33C4.67 5.16 6.66 3.58 9 3.58z"
      />
    </svg>
  )
}
