import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'
import { COUNTS } from '@/config/constants'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { expectHeadingOutline } from '@/test/heading-outline'
import { listServices, servicesCta, servicesIntro } from './services-content'
import { ServicesPage } from './services-page'

beforeEach(() => {
  stubMatchMedia((query) => query === REDUCED_MOTION)
})

function renderPage() {
  return render(
    <MemoryRouter>
      <ServicesPage />
    </MemoryRouter>,
  )
}

describe('ServicesPage', () => {
  it('renders one h1 and a card per service with title, category and description', () => {
    const { container } = renderPage()
    expect(screen.getByRole('heading', { level: 1, name: servicesIntro.title })).toBeInTheDocument()
    const list = screen.getByRole('region', { name: servicesIntro.listHeading })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(COUNTS.serviceCards)
    listServices().forEach((service, index) => {
      const card = within(cards[index] as HTMLElement)
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(service.title)
      expect(card.getByText(service.description)).toBeInTheDocument()
      expect(card.getByText(service.categoryLabel)).toHaveTextContent(
        `Category: ${service.categoryLabel}`,
      )
    })
    expectHeadingOutline(container)
  })

  it('closes with links to the catalogue and to the home page’s contact section', () => {
    renderPage()
    const cta = within(screen.getByRole('region', { name: servicesCta.heading }))
    expect(cta.getByRole('link', { name: uiText.exploreRange })).toHaveAttribute(
      'href',
      paths.products,
    )
    expect(cta.getByRole('link', { name: uiText.getInTouch })).toHaveAttribute(
      'href',
      paths.contactSection,
    )
  })
})
