// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { countSeedDocuments, readSeedCollections, seedRecordToDocument } from './seed-documents'

describe('seedRecordToDocument', () => {
  it('takes a string id as the document id only, and createdAt as a timestamp', () => {
    expect(
      seedRecordToDocument(
        { id: 'masoor-dal', product: 'Masoor Dal', createdAt: '2026-07-14T10:00:00Z' },
        'r',
      ),
    ).toEqual({
      id: 'masoor-dal',
      fields: {
        product: { stringValue: 'Masoor Dal' },
        createdAt: { timestampValue: '2026-07-14T10:00:00.000Z' },
      },
    })
  })

  it('keeps a numeric id as a field too, and names the document by it', () => {
    expect(seedRecordToDocument({ id: 101, title: 'Clerk' }, 'r')).toEqual({
      id: '101',
      fields: { id: { integerValue: '101' }, title: { stringValue: 'Clerk' } },
    })
  })

  it.each([
    [{ title: 'no id' }],
    [{ id: '' }],
    [{ id: 'a/b' }],
    [{ id: '__reserved__' }],
    [{ id: 1.5 }],
    [['not', 'an', 'object']],
  ])('refuses %j, naming the record', (record) => {
    expect(() => seedRecordToDocument(record, 'products.json record 3')).toThrow(
      /products\.json record 3/,
    )
  })
})

describe('readSeedCollections', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function seedFolder(files: Record<string, unknown>): string {
    dir = mkdtempSync(join(tmpdir(), 'seed-'))
    mkdirSync(dir, { recursive: true })
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(dir, name), JSON.stringify(content))
    }
    return dir
  }

  it('reads every .json file as the collection of its name, in name order', () => {
    const collections = readSeedCollections(
      seedFolder({
        'products.json': [{ id: 'a' }, { id: 'b' }],
        'maplist.json': [{ id: 'm', latitude: 26.9 }],
        'notes.txt': 'ignored',
      }),
    )
    expect(collections.map((c) => [c.collection, c.documents.map((d) => d.id)])).toEqual([
      ['maplist', ['m']],
      ['products', ['a', 'b']],
    ])
    expect(countSeedDocuments(collections)).toBe(3)
  })

  it('refuses a repeated id and a file that is not an array', () => {
    expect(() => readSeedCollections(seedFolder({ 'x.json': [{ id: 'a' }, { id: 'a' }] }))).toThrow(
      /repeats id "a"/,
    )
    rmSync(dir, { recursive: true, force: true })
    expect(() => readSeedCollections(seedFolder({ 'x.json': { id: 'a' } }))).toThrow(/JSON array/)
  })

  it('reads no collections from a folder that does not exist', () => {
    expect(readSeedCollections('/no/such/folder')).toEqual([])
  })
})
