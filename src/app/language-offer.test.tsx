import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { STORAGE_KEYS } from '@/config/constants'
import { languageOffer } from './language-offer-content'
import { LanguageOffer } from './language-offer'

afterEach(() => window.localStorage.clear())

function renderOffer(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <LanguageOffer offered="hi" /> }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
}

describe('LanguageOffer', () => {
  it('offers this page in Hindi, in Hindi, without taking the reader there', () => {
    renderOffer('/jobs')
    const offer = screen.getByRole('complementary', { name: languageOffer.hi.text })
    expect(offer).toHaveAttribute('lang', 'hi')
    expect(screen.getByRole('link', { name: languageOffer.hi.go })).toHaveAttribute(
      'href',
      '/hi/jobs',
    )
  })

  it('closes for good: the page’s language becomes the reader’s choice', async () => {
    renderOffer('/jobs')
    await userEvent.click(screen.getByRole('button', { name: languageOffer.hi.close }))
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.languageChoice)).toBe('en')
  })
})
