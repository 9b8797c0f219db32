import { Link, type LinkProps } from 'react-router-dom'
import { cn } from './cn'

const tones = {
  solid: 'bg-saffron-400 text-brand-950 hover:bg-saffron-300',
  outline: 'border border-white/70 text-white hover:bg-white/10',
}

interface OnDarkLinkProps extends LinkProps {
  tone?: keyof typeof tones
}

/** A button-styled link for dark (brand-900) bands, where the standard variants lack contrast. */
export function OnDarkLink({ tone = 'solid', className, ...props }: OnDarkLinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-300',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
