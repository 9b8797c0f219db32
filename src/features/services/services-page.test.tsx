import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { COUNTS } from '@/config/constants'
import { services, servicesIntro } from './services-content'
import { ServicesPage } from './services-page'

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

describe('ServicesPage', () => {
  it('renders one h1 and a card per service with title, category and description', () => {
    render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: servicesIntro.title })).toBeInTheDocument()
    const list = screen.getByRole('region', { name: servicesIntro.listHeading })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(COUNTS.serviceCards)
    services.forEach((service, index) => {
      const card = within(cards[index] as HTMLElement)
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(service.title)
      expect(card.getByText(service.description)).toBeInTheDocument()
      expect(card.getByText(service.category)).toHaveTextContent(`Category: ${service.category}`)
    })
  })
})
