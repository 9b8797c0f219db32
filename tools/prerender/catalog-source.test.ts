// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogSource, seedDocuments } from './catalog-source'

describe('catalogSource', () => {
  it('reads the seed outside production and Firestore in production, unless told', () => {
    expect(catalogSource('localstack', {}, '/p')).toEqual({ kind: 'seed', dir: '/p/seed' })
    expect(catalogSource('production', {}, '/p')).toEqual({ kind: 'firestore' })
    expect(catalogSource('production', { PRERENDER_CATALOG: 'none' }, '/p')).toEqual({
      kind: 'none',
    })
    expect(catalogSource('localstack', { PRERENDER_CATALOG: ' firestore ' }, '/p')).toEqual({
      kind: 'firestore',
    })
  })

  it('refuses a setting it does not know', () => {
    expect(() => catalogSource('production', { PRERENDER_CATALOG: 'seeds' }, '/p')).toThrow(
      'must be seed, firestore or none',
    )
  })
})

describe('seedDocuments', () => {
  it('names documents by id, keeps a numeric id as a field and makes createdAt a Date', () => {
    const docs = seedDocuments(
      [
        { id: 'masoor', product: 'Masoor Dal' },
        { id: 101, title: 'Clerk', createdAt: '2026-07-14T09:30:00Z' },
      ],
      'test',
    )
    expect(docs).toEqual([
      { id: 'masoor', data: { product: 'Masoor Dal' } },
      { id: '101', data: { id: 101, title: 'Clerk', createdAt: new Date('2026-07-14T09:30:00Z') } },
    ])
  })

  it('refuses what is not a list of records with ids', () => {
    expect(() => seedDocuments({}, 'x.json')).toThrow('x.json must hold a JSON array')
    expect(() => seedDocuments([1], 'x.json')).toThrow('record 0 is not an object')
    expect(() => seedDocuments([{ name: 'a' }], 'x.json')).toThrow('record 0 has no id')
  })

  it('reads every seed file', () => {
    for (const name of ['products', 'featuredProducts', 'blogPosts', 'blogShortPosts']) {
      const file = new URL(`../../seed/${name}.json`, import.meta.url)
      const records = JSON.parse(readFileSync(file, 'utf8')) as unknown[]
      expect(seedDocuments(records, name)).toHaveLength(records.length)
    }
  })
})
