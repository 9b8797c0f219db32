import { act, render, screen, within, type RenderResult } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { COUNTS } from '@/config/constants'
import { site } from '@/config/site'
import { SessionProvider } from '@/lib/session/session'
import { expectHeadingOutline } from '@/test/heading-outline'
import { NOT_YET_LIVE_ATTRIBUTE } from '@/components/ui/live'
import { HomePage, preloadHomeSections } from './home-page'
import { contactSection, hero } from './home-content'
import {
  bestSellerSection,
  clientSection,
  howWeWork,
  impactStats,
  mission,
  whyChoose,
} from './sections-content'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'

/** A section of the page by its heading (each section is labelled by its h2). */
const section = (title: string) => screen.getByRole('region', { name: title })

/**
 * The page with the sections between hero and contact (a chunk of their own) in, rendered before
 * anything is checked: their code is loaded before any test renders (beforeAll), so the one
 * suspension of their lazy part ends in a microtask, which `act` waits for. Left to a query's
 * polling instead, the first import (transformed on demand) and the render of the whole page could
 * outlast the query's wait on a busy machine. The session is a signed-out visitor's, as the contact
 * form expects.
 */
async function renderHome() {
  let utils: RenderResult | undefined
  await act(async () => {
    utils = render(
      <SessionProvider knownSignedOut>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </SessionProvider>,
    )
  })
  return utils!
}

beforeAll(() => preloadHomeSections())

describe('HomePage', () => {
  // Still: the sections render as plain elements, with no reveal or rotation under way.
  beforeEach(() => stubMatchMedia((query) => query === REDUCED_MOTION))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the hero’s one h1, then its six sections in order, skipping no heading level', async () => {
    const { container } = await renderHome()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title)
    expect(screen.getByText(hero.intro)).toBeInTheDocument()
    // The form's own title is an h3 inside the contact section.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      bestSellerSection.title,
      whyChoose.title,
      mission.title,
      howWeWork.title,
      clientSection.title,
      contactSection.title,
    ])
    expect(container.querySelector('#products')).toHaveTextContent(bestSellerSection.title)
    expectHeadingOutline(container)
  })

  it('marks the sections live once they are in, so their controls are no longer held inert', async () => {
    const { container } = await renderHome()
    expect(container.querySelector(`[${NOT_YET_LIVE_ATTRIBUTE}]`)).toBeNull()
  })

  it('why choose: each card’s title and description, word for word', async () => {
    await renderHome()
    const cards = within(section(whyChoose.title)).getAllByRole('listitem')
    expect(cards).toHaveLength(whyChoose.cards.length)
    whyChoose.cards.forEach((card, i) => {
      const item = within(cards[i]!)
      expect(item.getByRole('heading', { level: 3 })).toHaveTextContent(card.title)
      expect(item.getByText(card.description)).toBeInTheDocument()
    })
  })

  it('mission: its pillars, the technology block and the impact figures', async () => {
    await renderHome()
    const missionSection = within(section(mission.title))
    expect(missionSection.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      ...mission.pillars.map((pillar) => pillar.title),
      mission.technology.title,
      mission.impactTitle,
    ])
    for (const pillar of mission.pillars) {
      expect(missionSection.getByText(pillar.description)).toBeInTheDocument()
    }
    expect(missionSection.getByText(mission.technology.text)).toBeInTheDocument()
    for (const point of mission.technology.points) {
      expect(missionSection.getByText(point)).toBeInTheDocument()
    }
    const stats = screen.getAllByTestId('impact-stat')
    expect(stats).toHaveLength(impactStats.length)
    impactStats.forEach((stat, i) => {
      expect(within(stats[i]!).getByRole('term')).toHaveTextContent(stat.label)
      expect(within(stats[i]!).getByRole('definition')).toHaveTextContent(stat.value)
    })
  })

  it('how we work: the five steps, numbered, in order', async () => {
    await renderHome()
    const steps = within(section(howWeWork.title)).getAllByRole('listitem')
    expect(steps).toHaveLength(COUNTS.processSteps)
    howWeWork.steps.forEach((step, i) => {
      const item = within(steps[i]!)
      expect(item.getByRole('heading', { level: 3 })).toHaveTextContent(step.title)
      expect(item.getByText(step.description)).toBeInTheDocument()
      expect(steps[i]).toHaveTextContent(`Step ${i + 1}`)
    })
  })

  it('contact details: address, email, phone and business hours', async () => {
    await renderHome()
    const contact = within(section(contactSection.title))
    for (const line of site.address.lines) expect(contact.getByText(line)).toBeInTheDocument()
    expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    )
    const hours = within(screen.getByTestId('business-hours'))
    expect(hours.getAllByRole('term').map((term) => term.textContent)).toEqual(
      site.businessHours.map((row) => row.days),
    )
    expect(hours.getAllByRole('definition').map((hours) => hours.textContent)).toEqual(
      site.businessHours.map((row) => row.hours),
    )
  })
})
