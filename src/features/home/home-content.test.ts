// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COUNTS } from '@/config/constants'
import { hero } from './home-content'
import { bestSellers, clientSection, productPlaceholder } from './sections-content'

// Lazy glob: only the file names are used, nothing is loaded.
const publicImages = new Set(
  Object.keys(import.meta.glob('/public/images/**/*.svg')).map((file) =>
    file.replace(/^\/public/, ''),
  ),
)

describe('home content', () => {
  it('names only images that exist: the hero’s, the best sellers’ and the clients’', () => {
    const named = [
      ...hero.images.map((image) => image.src),
      ...bestSellers.flatMap((card) => card.images),
      productPlaceholder,
      ...clientSection.clients.map((client) => client.logo),
      clientSection.placeholder,
    ]
    expect(named.filter((src) => !publicImages.has(src))).toEqual([])
  })

  it('has the fixed number of hero images, best-seller cards and client logos', () => {
    expect(hero.images).toHaveLength(COUNTS.heroImages)
    expect(bestSellers).toHaveLength(COUNTS.bestSellerCards)
    expect(clientSection.clients).toHaveLength(COUNTS.clientLogos)
  })
})
