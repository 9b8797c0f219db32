// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogSource, readSeedCollection } from './catalog-source'

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

describe('readSeedCollection', () => {
  const seedDir = (files: Record<string, unknown>) => {
    const dir = mkdtempSync(join(tmpdir(), 'prerender-seed-'))
    for (const [name, records] of Object.entries(files))
      writeFileSync(join(dir, `${name}.json`), JSON.stringify(records))
    return dir
  }

  it('reads documents as the local stack stores them: a numeric id stays a field, createdAt is a Date', async () => {
    const dir = seedDir({
      products: [{ id: 'masoor', product: 'Masoor Dal', prices: { '1kg': 120.5 } }],
      jobListings: [{ id: 101, title: 'Clerk', createdAt: '2026-07-14T09:30:00Z' }],
    })
    expect(await readSeedCollection(dir, 'products')).toEqual([
      { id: 'masoor', data: { product: 'Masoor Dal', prices: { '1kg': 120.5 } } },
    ])
    expect(await readSeedCollection(dir, 'jobListings')).toEqual([
      { id: '101', data: { id: 101, title: 'Clerk', createdAt: new Date('2026-07-14T09:30:00Z') } },
    ])
  })

  it('refuses what the local stack would refuse', async () => {
    const read = (records: unknown) => readSeedCollection(seedDir({ x: records }), 'x')
    await expect(read({})).rejects.toThrow('must hold a JSON array')
    await expect(read([1])).rejects.toThrow('record 0 is not an object')
    await expect(read([{ name: 'a' }])).rejects.toThrow('record 0 needs an "id"')
    await expect(read([{ id: 'a/b' }])).rejects.toThrow('record 0 needs an "id"')
    await expect(read([{ id: 'a' }, { id: 'a' }])).rejects.toThrow('record 1 repeats id "a"')
    await expect(read([{ id: 'a', createdAt: 'soon' }])).rejects.toThrow('must be an ISO date')
    await expect(readSeedCollection(seedDir({}), 'products')).rejects.toThrow('does not exist')
  })

  it('reads every catalogue collection of the seed', async () => {
    const seed = fileURLToPath(new URL('../../seed', import.meta.url))
    for (const name of [
      'products',
      'featuredProducts',
      'blogPosts',
      'blogShortPosts',
      'jobListings',
    ]) {
      const records = JSON.parse(readFileSync(join(seed, `${name}.json`), 'utf8')) as unknown[]
      expect(await readSeedCollection(seed, name)).toHaveLength(records.length)
    }
  })
})
