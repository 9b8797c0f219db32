import { describe, expect, it } from 'vitest'
import indexes from '../../../../firestore.indexes.json'
import { LEAD_COLLECTIONS } from '@/lib/schema'
import { kindsOfType, searchQueries } from './search'

const fieldsOf = (kind: Parameters<typeof searchQueries>[0], terms: object) =>
  searchQueries(kind, terms).map(({ field, match }) => [field, match])

describe('the queries a search sends', () => {
  it('asks each collection only what it has', () => {
    const terms = { ref: 'AGARWALS', prefix: 'agarwals', phone: '9829011223' }
    expect(fieldsOf('orderRequests', terms)).toEqual([
      ['search.ref', { equals: 'AGARWALS' }],
      ['search.phone', { equals: '9829011223' }],
      ['search.name', { startsWith: 'agarwals' }],
      ['search.company', { startsWith: 'agarwals' }],
    ])
    expect(fieldsOf('contactMessages', terms)).toEqual([
      ['search.ref', { equals: 'AGARWALS' }],
      ['search.name', { startsWith: 'agarwals' }],
    ])
    expect(fieldsOf('jobApplications', { gstin: '08AAPFU0939F1ZV' })).toEqual([])
    expect(fieldsOf('orderRequests', { gstin: '08AAPFU0939F1ZV' })).toEqual([
      ['gstin', { equals: '08AAPFU0939F1ZV' }],
    ])
  })

  it('reads the collections the type filter chooses', () => {
    expect(kindsOfType('all')).toEqual(['orderRequests', 'contactMessages', 'jobApplications'])
    expect(kindsOfType('enquiry')).toEqual(['orderRequests'])
    expect(kindsOfType('application')).toEqual(['jobApplications'])
  })
})

describe('the indexes the search needs, declared for deploying (firestore.indexes.json)', () => {
  it('has one for each query of a field’s exact value, newest first', () => {
    const every = {
      ref: 'AGARWALS',
      email: 'a@b.in',
      phone: '9829011223',
      gstin: '08AAPFU0939F1ZV',
    }
    for (const kind of LEAD_COLLECTIONS) {
      for (const { field, match } of searchQueries(kind, every)) {
        if (!('equals' in match)) continue
        expect(indexes.indexes, `${kind} ${field}`).toContainEqual({
          collectionGroup: kind,
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: field, order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        })
      }
    }
  })
})
