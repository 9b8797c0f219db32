// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COUNTS } from '@/config/constants'
import { FACTORY_CAPACITY } from './about-content'
import {
  LEADER_PLACEHOLDER_IMAGE,
  factory,
  futurePlans,
  leadership,
  whoWeAre,
} from './about-content'

// Lazy glob: only the file names are used, nothing is loaded.
const leaderFiles = new Set(
  Object.keys(import.meta.glob('/public/images/leaders/*.svg')).map((file) =>
    file.replace(/^\/public/, ''),
  ),
)
const existsInPublic = (path: string) => leaderFiles.has(path)

describe('about content', () => {
  it('has the fixed number of leaders, each with a name, position and image', () => {
    expect(leadership.leaders).toHaveLength(COUNTS.leaders)
    for (const leader of leadership.leaders) {
      expect(leader.name.trim()).not.toBe('')
      expect(leader.position.trim()).not.toBe('')
      expect(existsInPublic(leader.image), leader.image).toBe(true)
    }
  })

  it('gives every leader a distinct name and portrait', () => {
    expect(new Set(leadership.leaders.map((l) => l.name)).size).toBe(COUNTS.leaders)
    expect(new Set(leadership.leaders.map((l) => l.image)).size).toBe(COUNTS.leaders)
  })

  it('has a placeholder portrait on disk', () => {
    expect(existsInPublic(LEADER_PLACEHOLDER_IMAGE)).toBe(true)
  })

  it('states the factory capacity', () => {
    expect(factory.capacity.value).toBe(FACTORY_CAPACITY)
    expect(whoWeAre.facts.map((fact) => fact.value)).toContain(FACTORY_CAPACITY)
  })

  it('lists short-term goals and a long-term vision', () => {
    expect(futurePlans.shortTerm.goals.length).toBeGreaterThan(0)
    expect(futurePlans.longTerm.text.trim()).not.toBe('')
  })
})
