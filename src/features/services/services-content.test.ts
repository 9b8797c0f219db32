// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COUNTS } from '@/config/constants'
import { listServices } from './services-content'

describe('services content', () => {
  it('has the fixed number of service cards', () => {
    expect(listServices()).toHaveLength(COUNTS.serviceCards)
  })

  it('gives every card a distinct title, a description and a category', () => {
    const services = listServices()
    expect(new Set(services.map((s) => s.title)).size).toBe(services.length)
    for (const service of services) {
      expect(service.description.length).toBeGreaterThan(40)
      expect(service.categoryLabel.trim()).not.toBe('')
    }
  })
})
