import { useEffect, useState } from 'react'
import { useHydrated } from '@/hooks/use-hydrated'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { TaggedText } from '@/components/ui/tagged-text'
import { CONSENT_BANNER_ID, STORAGE_KEYS } from '@/config/constants'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'

type Choice = 'accepted' | 'declined'

function storedChoice(): Choice | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.consent)
    const parsed = raw ? (JSON.parse(raw) as { choice?: unknown }) : null
    return parsed?.choice === 'accepted' || parsed?.choice === 'declined' ? parsed.choice : null
  } catch {
    return null
  }
}

function storeChoice(choice: Choice): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.consent,
      JSON.stringify({ choice, at: new Date().toISOString() }),
    )
  } catch {
    // Private mode without storage: the banner simply asks again next visit.
  }
}

/**
 * The site's consent notice. The site runs no analytics or advertising cookies, so the choice is
 * only recorded (and honoured by anything added later that reads it). The stored choice is only
 * known in the browser: a prerendered page has no banner, which appears once the page runs.
 *
 * It sticks to the foot of the screen but keeps its place at the end of the page, so scrolling
 * to the end brings everything out from behind it; answered, it leaves nothing behind.
 */
export function ConsentBanner() {
  const hydrated = useHydrated()
  return hydrated ? <ConsentNotice /> : null
}

function ConsentNotice() {
  const [choice, setChoice] = useState<Choice | null>(storedChoice)
  useEffect(() => {
    // Answered in another tab (staff keep several open): gone here too. A choice cleared
    // elsewhere does not bring it back over a page in use; the next visit asks.
    const follow = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.consent) return
      const stored = storedChoice()
      if (stored) setChoice(stored)
    }
    window.addEventListener('storage', follow)
    return () => window.removeEventListener('storage', follow)
  }, [])
  if (choice) return null
  const decide = (next: Choice, event: { currentTarget: HTMLElement }) => {
    storeChoice(next)
    setChoice(next)
    // The banner, and the focused button with it, goes away: continue from the page's content.
    if (event.currentTarget === document.activeElement) {
      document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
    }
  }
  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-label={uiText.consent.region}
      className="sticky bottom-0 z-50 border-t border-stone-200 bg-white shadow-[0_-4px_24px_rgba(0,0,0,0.08)] print:hidden"
    >
      <div className="container-page flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-stone-700">
          <TaggedText
            message={uiText.consent.text}
            parts={{
              policy: (words) => (
                <Link to={paths.cookies} className="font-medium text-brand-800 underline">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={(event) => decide('declined', event)}>
            {uiText.consent.decline}
          </Button>
          <Button onClick={(event) => decide('accepted', event)}>{uiText.consent.accept}</Button>
        </div>
      </div>
    </section>
  )
}
