import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'
import { COUNTS } from '@/config/constants'
import { FACTORY_CAPACITY } from './about-content'
import {
  LEADER_PLACEHOLDER_IMAGE,
  certifications,
  factory,
  futurePlans,
  leadership,
  supportedBy,
  whoWeAre,
} from './about-content'
import { expectHeadingOutline } from '@/test/heading-outline'
import { AboutPage } from './about-page'

function renderPage() {
  return render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  // Reduced motion: Reveal renders plain elements, no animation runtime needed.
  stubMatchMedia((query) => query === REDUCED_MOTION)
})

describe('AboutPage', () => {
  it('has one h1 and the page’s sections as h2s, in order, skipping no heading level', () => {
    const { container } = renderPage()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual([
      whoWeAre.heading,
      supportedBy.heading,
      leadership.heading,
      factory.heading,
      certifications.heading,
      futurePlans.heading,
    ])
    expectHeadingOutline(container)
  })

  it('shows every leader with name, position and optional details', () => {
    renderPage()
    const team = screen.getByRole('region', { name: leadership.heading })
    const cards = within(team).getAllByRole('listitem')
    expect(cards).toHaveLength(COUNTS.leaders)
    leadership.leaders.forEach((leader, index) => {
      const card = within(cards[index] as HTMLElement)
      expect(card.getByRole('heading', { level: 3, name: leader.name })).toBeInTheDocument()
      expect(card.getByText(leader.position)).toBeInTheDocument()
      if (leader.qualification) expect(card.getByText(leader.qualification)).toBeInTheDocument()
      if (leader.note) expect(card.getByText(leader.note)).toBeInTheDocument()
    })
  })

  it('swaps a portrait that fails to load for the placeholder', () => {
    renderPage()
    const first = leadership.leaders[0]!
    const image = screen.getByRole('img', { name: `Portrait of ${first.name}` })
    expect(image).toHaveAttribute('src', first.image)
    fireEvent.error(image)
    expect(image).toHaveAttribute('src', LEADER_PLACEHOLDER_IMAGE)
  })

  it('shows the production capacity and marks certifications as sample', () => {
    renderPage()
    const factorySection = screen.getByRole('region', { name: factory.heading })
    expect(within(factorySection).getByText(FACTORY_CAPACITY)).toBeInTheDocument()
    expect(screen.getByText(certifications.note)).toBeVisible()
  })

  it('sets out the short-term goals and the long-term vision', () => {
    renderPage()
    const plans = within(screen.getByRole('region', { name: futurePlans.heading }))
    expect(
      plans.getByRole('heading', { level: 3, name: futurePlans.shortTerm.heading }),
    ).toBeVisible()
    expect(
      plans.getByRole('heading', { level: 3, name: futurePlans.longTerm.heading }),
    ).toBeVisible()
  })
})
