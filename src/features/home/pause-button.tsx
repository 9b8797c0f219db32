import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icons'
import { TaggedText } from '@/components/ui/tagged-text'
import { pauseButtonText as text } from './home-content'

interface PauseButtonProps {
  paused: boolean
  onToggle: () => void
  /** What moves, for the accessible name: "Pause {what}" / "Play {what}". */
  what: string
  /** Show the word next to the icon (otherwise it is icon-only with an accessible name). */
  showText?: boolean
  className?: string
}

/** The control WCAG 2.2.2 asks for on anything that moves or updates by itself. */
export function PauseButton({
  paused,
  onToggle,
  what,
  showText = false,
  className,
}: PauseButtonProps) {
  const action = paused ? text.play : text.pause
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={showText ? undefined : text.label(action, what)}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white/95 text-sm font-semibold text-brand-900 shadow ring-1 ring-stone-300 hover:bg-white',
        showText && 'px-4',
        className,
      )}
    >
      <Icon name={paused ? 'play' : 'pause'} className="size-4 stroke-[3]" />
      {showText ? (
        <span>
          <TaggedText
            message={text.shown(action, what)}
            parts={{ what: (words) => <span className="sr-only">{words}</span> }}
          />
        </span>
      ) : null}
    </button>
  )
}
