import { render } from '@testing-library/react'
import { Icon } from './icons'

const svgOf = (ui: React.ReactElement) => render(ui).container.querySelector('svg')!

describe('Icon', () => {
  it('is decorative: hidden from assistive tech, with no name of its own', () => {
    const svg = svgOf(<Icon name="check" />)
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).not.toHaveAttribute('aria-label')
    expect(svg.querySelector('title')).toBeNull()
  })

  it('draws an icon of the set by name, or a path a feature passes', () => {
    expect(svgOf(<Icon name="chevron-left" />).querySelector('path')).toHaveAttribute(
      'd',
      'M15 6l-6 6 6 6',
    )
    expect(svgOf(<Icon path="M3 4h18" />).querySelector('path')).toHaveAttribute('d', 'M3 4h18')
  })

  it('is 24 px unless sized, and leaves sizing to the caller’s class alone', () => {
    const plain = svgOf(<Icon name="menu" />)
    expect([plain.getAttribute('width'), plain.getAttribute('height')]).toEqual(['24', '24'])
    // No size class of its own: two would compete, and the later one in the stylesheet wins.
    const sized = svgOf(<Icon name="menu" className="size-4 text-brand-700" />)
    expect(
      sized
        .getAttribute('class')
        ?.split(' ')
        .filter((c) => c.startsWith('size-')),
    ).toEqual(['size-4'])
  })
})
