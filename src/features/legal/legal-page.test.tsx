import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { POLICY_EFFECTIVE_DATE } from './legal-facts'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { expectHeadingOutline } from '@/test/heading-outline'
import type { LegalDocument } from './content/types'
import { LegalPage } from './legal-page'
import { cookiePolicy } from './content/cookies'
import { privacyPolicy } from './content/privacy'
import { shippingPolicy } from './content/shipping'
import { termsOfService } from './content/terms'
import { legalContact, legalCopy } from './legal-content'
import { CookiePage, PrivacyPage, ShippingPage, TermsPage } from './legal-pages'

const sample: LegalDocument = {
  title: 'Sample Policy',
  description: 'A policy for tests.',
  intro: 'Intro text.',
  keyPoints: ['Point one.'],
  sections: [
    { heading: 'First part', paragraphs: ['Alpha.', 'Beta.'] },
    { heading: 'Children’s privacy', paragraphs: ['Gamma.'], list: ['one', 'two'] },
  ],
}

describe('LegalPage', () => {
  it('renders the title as the only h1 and the effective date', () => {
    render(<LegalPage policy={sample} path={paths.terms} />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sample Policy')
    expect(screen.getByText(`Effective ${POLICY_EFFECTIVE_DATE}`)).toBeInTheDocument()
  })

  it('renders sections as h2s with paragraphs and lists, in order', () => {
    render(<LegalPage policy={sample} path={paths.terms} />)
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual(['At a glance', 'First part', 'Children’s privacy', 'Contact Us'])
    const privacy = screen.getByRole('region', { name: 'Children’s privacy' })
    expect(
      within(privacy)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two'])
    expect(screen.getByText('Beta.')).toBeInTheDocument()
  })

  it('links every table-of-contents entry to its section', () => {
    const { container } = render(<LegalPage policy={sample} path={paths.terms} />)
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    const links = within(toc).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'First part',
      'Children’s privacy',
      'Contact Us',
    ])
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? ''
      const target = container.querySelector(`[id="${id}"]`)
      expect(target, id).not.toBeNull()
      expect(target?.textContent).toContain(link.textContent)
    }
  })

  it('folds the contents behind a toggle that reports its state', () => {
    render(<LegalPage policy={sample} path={paths.terms} />)
    const toggle = screen.getByRole('button', { name: 'On this page' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(list).toHaveClass('block')
    fireEvent.click(within(list as HTMLElement).getByRole('link', { name: 'First part' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('ends with the company email and website', () => {
    render(<LegalPage policy={sample} path={paths.terms} />)
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(screen.getByRole('link', { name: site.website })).toHaveAttribute(
      'href',
      `https://${site.website}`,
    )
  })
})

describe.each([
  ['Terms of Service', TermsPage, termsOfService],
  ['Privacy Policy', PrivacyPage, privacyPolicy],
  ['Cookie Policy', CookiePage, cookiePolicy],
  ['Shipping Policy', ShippingPage, shippingPolicy],
])('%s page', (title, Page, policy) => {
  it('renders its document with unique section ids', () => {
    const { container } = render(<Page />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows the effective date, its key points and its sections, then how to reach us', () => {
    const { container } = render(<Page />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(policy.title)
    expect(screen.getByText(legalCopy.effective(POLICY_EFFECTIVE_DATE))).toBeInTheDocument()
    const glance = within(screen.getByRole('region', { name: legalCopy.keyPointsHeading }))
    for (const point of policy.keyPoints) expect(glance.getByText(point)).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      legalCopy.keyPointsHeading,
      ...policy.sections.map((section) => section.heading),
      legalContact.heading,
    ])
    expectHeadingOutline(container)
  })
})
