import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { STORAGE_KEYS } from '@/config/constants'
import { LOCALES } from '@/config/locales'
import { showInHindi } from '@/test/locale'
import { LanguageSwitch } from './language-switch'

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitch /> }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
}

afterEach(() => window.localStorage.clear())

describe('LanguageSwitch', () => {
  it('leads from an English page to the same page in Hindi, named in Hindi, and remembers it', async () => {
    renderAt('/products?q=toor#grid')
    const link = screen.getByRole('link', { name: LOCALES.hi.name })
    expect(link).toHaveTextContent('हिन्दी')
    expect(link).toHaveAttribute('href', '/hi/products?q=toor#grid')
    expect(link).toHaveAttribute('lang', 'hi')
    expect(link).toHaveAttribute('hreflang', 'hi')
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(window.localStorage.getItem(STORAGE_KEYS.languageChoice)).toBe('hi')
  })

  it('leads from a Hindi page (the router inside /hi) back to the English address', () => {
    showInHindi()
    renderAt('/enquiry')
    const link = screen.getByRole('link', { name: LOCALES.en.name })
    expect(link).toHaveTextContent('English')
    expect(link).toHaveAttribute('href', '/enquiry')
  })

  it('leads from the home page to the Hindi home page', () => {
    renderAt('/')
    expect(screen.getByRole('link')).toHaveAttribute('href', '/hi/')
  })
})
