import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { policyEffectiveDate } from './legal-facts'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { expectHeadingOutline } from '@/test/heading-outline'
import { showInHindi } from '@/test/locale'
import type { LegalDocument, LegalTexts } from './content/types'
import { anchorId } from './anchor-id'
import { LegalPage } from './legal-page'
import { legalDocuments } from './content/documents'
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

const sampleHi: LegalDocument = {
  title: 'नमूना नीति',
  description: 'जांच के लिए एक नीति।',
  intro: 'शुरुआत।',
  keyPoints: ['पहली बात।'],
  sections: [
    { heading: 'पहला भाग', paragraphs: ['अल्फ़ा।', 'बीटा।'] },
    { heading: 'बच्चों की गोपनीयता', paragraphs: ['गामा।'], list: ['एक', 'दो'] },
  ],
}

const texts: LegalTexts = { en: sample, hi: sampleHi }

/** The link to the English text, which a translated page carries near its top. */
const englishLink = (root: HTMLElement) => root.querySelector('a[hreflang|="en"]')

describe('LegalPage', () => {
  it('renders the title as the only h1 and the effective date', () => {
    render(<LegalPage texts={texts} path={paths.terms} />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sample Policy')
    expect(screen.getByText('Effective January 2025')).toBeInTheDocument()
  })

  it('renders sections as h2s with paragraphs and lists, in order', () => {
    render(<LegalPage texts={texts} path={paths.terms} />)
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
    const { container } = render(<LegalPage texts={texts} path={paths.terms} />)
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
    render(<LegalPage texts={texts} path={paths.terms} />)
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
    render(<LegalPage texts={texts} path={paths.terms} />)
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(screen.getByRole('link', { name: site.website })).toHaveAttribute(
      'href',
      `https://${site.website}`,
    )
  })

  it('says nothing of a translation on the English page', () => {
    const { container } = render(<LegalPage texts={texts} path={paths.terms} />)
    expect(englishLink(container)).toBeNull()
  })
})

describe('LegalPage in Hindi', () => {
  it('shows the Hindi twin, with its sections at the English addresses', () => {
    showInHindi()
    const { container } = render(<LegalPage texts={texts} path={paths.terms} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('नमूना नीति')
    expect(screen.getByText('शुरुआत।')).toBeInTheDocument()
    expect(screen.queryByText('Intro text.')).toBeNull()
    const privacy = container.querySelector('#childrens-privacy')
    expect(privacy).toHaveTextContent('बच्चों की गोपनीयता')
    expect(
      within(privacy as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['एक', 'दो'])
    expect(container.querySelector('#first-part')).toHaveTextContent('पहला भाग')
  })

  it('gives the effective date in Hindi', () => {
    showInHindi()
    render(<LegalPage texts={texts} path={paths.terms} />)
    expect(policyEffectiveDate()).toBe('जनवरी 2025')
    expect(screen.getByText(legalCopy.effective('जनवरी 2025'))).toBeInTheDocument()
  })

  it('says near the top that the English text prevails, and links to it', () => {
    showInHindi()
    const { container } = render(<LegalPage texts={texts} path={paths.privacy} />)
    const link = englishLink(container)
    expect(link).not.toBeNull()
    expect(link).toHaveAttribute('href', paths.privacy)
    // In the title band, before the contents and the policy's text.
    const header = container.querySelector('header')
    expect(header).toContainElement(link as HTMLElement)
    const notice = link?.closest('p')
    expect(notice?.textContent).toBe(legalCopy.translationNotice.replace(/<\/?english>/g, ''))
    expect(link?.textContent).toBe(
      /<english>(.*?)<\/english>/.exec(legalCopy.translationNotice)?.[1],
    )
  })
})

describe.each([
  ['Terms of Service', TermsPage, legalDocuments.terms, paths.terms],
  ['Privacy Policy', PrivacyPage, legalDocuments.privacy, paths.privacy],
  ['Cookie Policy', CookiePage, legalDocuments.cookies, paths.cookies],
  ['Shipping Policy', ShippingPage, legalDocuments.shipping, paths.shipping],
] as const)('%s page', (title, Page, { en: policy, hi: twin }, path) => {
  if (!twin) throw new Error('the tests carry every Hindi twin')
  const policyHi = twin
  it('renders its document with unique section ids', () => {
    const { container } = render(<Page />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows the effective date, its key points and its sections, then how to reach us', () => {
    const { container } = render(<Page />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(policy.title)
    expect(screen.getByText(legalCopy.effective(policyEffectiveDate()))).toBeInTheDocument()
    const glance = within(screen.getByRole('region', { name: legalCopy.keyPointsHeading }))
    for (const point of policy.keyPoints) expect(glance.getByText(point)).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      legalCopy.keyPointsHeading,
      ...policy.sections.map((section) => section.heading),
      legalContact.heading,
    ])
    expectHeadingOutline(container)
  })

  it('in Hindi: shows its Hindi twin whole, under the English section ids', () => {
    showInHindi()
    const { container } = render(<Page />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(policyHi.title)
    expect(screen.getByText(policyHi.intro)).toBeInTheDocument()
    const glance = within(screen.getByRole('region', { name: legalCopy.keyPointsHeading }))
    for (const point of policyHi.keyPoints) expect(glance.getByText(point)).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      legalCopy.keyPointsHeading,
      ...policyHi.sections.map((section) => section.heading),
      legalContact.heading,
    ])
    policyHi.sections.forEach((section, i) => {
      const id = anchorId(policy.sections[i]?.heading ?? '')
      const region = container.querySelector(`section[id="${id}"]`)
      expect(region, id).not.toBeNull()
      const shown = within(region as HTMLElement)
      expect(shown.getByRole('heading', { level: 2 })).toHaveTextContent(section.heading)
      for (const paragraph of section.paragraphs)
        expect(shown.getByText(paragraph)).toBeInTheDocument()
      const items = 'list' in section ? section.list : []
      for (const item of items) expect(shown.getByText(item)).toBeInTheDocument()
    })
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(englishLink(container)).toHaveAttribute('href', path)
    expectHeadingOutline(container)
  })
})
