import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { renderPage } from '@/test/render-page'
import { isWelcome, welcomeState } from './welcome'
import { WelcomeNote } from './welcome-note'
import { welcomeText as text } from './welcome-content'

describe('the welcome of a new account', () => {
  it('greets by first name and says the GSTIN saved at sign-up opens prices', () => {
    renderPage(
      paths.products,
      <WelcomeNote state={welcomeState('Asha  Traders', '27AAPFU0939F1ZV')} />,
    )
    const note = screen.getByRole('status')
    expect(note).toHaveTextContent(text.greeting('Asha'))
    expect(note).toHaveTextContent(text.gstinSaved('27AAPFU0939F1ZV'))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('offers to add a GSTIN when none was saved', () => {
    renderPage(paths.products, <WelcomeNote state={welcomeState('Asha', null)} />)
    expect(screen.getByRole('link', { name: text.addGstinLink })).toHaveAttribute(
      'href',
      paths.account,
    )
  })

  it('leaves the page, and the history entry, without it once dismissed', async () => {
    const ui = userEvent.setup()
    const { router } = renderPage(
      `${paths.products}?q=dal`,
      <WelcomeNote state={welcomeState('Asha', null)} />,
      welcomeState('Asha', null),
    )
    await ui.click(screen.getByRole('button', { name: text.dismiss }))
    expect(router.state.location).toMatchObject({ pathname: paths.products, search: '?q=dal' })
    expect(router.state.location.state).toBeNull()
  })

  it('is shown only for the state sign-up hands over', () => {
    const { container } = renderPage(paths.products, <WelcomeNote state={{ welcome: 'hi' }} />)
    expect(container).toBeEmptyDOMElement()
    expect(isWelcome(welcomeState('Asha', null))).toBe(true)
    expect(isWelcome(null)).toBe(false)
    expect(isWelcome({ welcome: { name: 'Asha' } })).toBe(false)
    expect(isWelcome({ name: 'Asha', phone: '1', saveFailed: true })).toBe(false)
  })
})
