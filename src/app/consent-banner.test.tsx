import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { uiText } from '@/config/ui-content'
import { ConsentBanner } from './consent-banner'

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? 'null') as {
    choice: string
  } | null

function renderBanner() {
  return render(
    <MemoryRouter>
      <main tabIndex={-1} />
      <ConsentBanner />
    </MemoryRouter>,
  )
}

afterEach(() => localStorage.clear())

describe('ConsentBanner', () => {
  it.each([
    [uiText.consent.accept, 'accepted'],
    [uiText.consent.decline, 'declined'],
  ])('“%s” is kept in this browser’s storage and the notice goes', async (button, choice) => {
    const user = userEvent.setup()
    const { unmount } = renderBanner()
    await user.click(screen.getByRole('button', { name: button }))
    expect(screen.queryByRole('region', { name: uiText.consent.region })).toBeNull()
    expect(stored()).toMatchObject({ choice })
    // The next page load knows the choice and does not ask again.
    unmount()
    renderBanner()
    expect(screen.queryByRole('region', { name: uiText.consent.region })).toBeNull()
  })

  it('goes when the choice is made in another tab', () => {
    renderBanner()
    const answer = JSON.stringify({ choice: 'declined', at: '2026-11-26T10:00:00Z' })
    localStorage.setItem(STORAGE_KEYS.consent, answer)
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.consent, newValue: answer }),
      )
    })
    expect(screen.queryByRole('region', { name: uiText.consent.region })).toBeNull()
  })

  it('asks again when the stored choice is unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.consent, '{not json')
    renderBanner()
    expect(screen.getByRole('region', { name: uiText.consent.region })).toBeVisible()
  })

  it('hands focus to the page’s content when the focused button goes with the notice', async () => {
    const user = userEvent.setup()
    renderBanner()
    await user.tab()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })
})
