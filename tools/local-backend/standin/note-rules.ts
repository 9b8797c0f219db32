/**
 * The stand-in's copy of firestore.rules' decisions on the desk's notes (leadNotes/{leadId},
 * LeadNoteDocument in src/lib/desk-schema.ts): staff alone read and write one, naming a lead of
 * that id that exists, its note within LEAD_NOTE_MAX, signed with their uid and the request's
 * time; never listed or deleted. Checked against the emulator by tools/firestore-rules/.
 */
import { LEAD_NOTE_MAX } from '../../../src/lib/desk-schema'
import { COLLECTIONS, LEAD_COLLECTIONS } from '../../../src/lib/schema'
import type { Fields } from '../firestore-values'
import type { AccessRequest } from './rules'
import { ruleSize } from './rules-strings'
import { stringOf } from './rules-values'

const NOTE_KEYS = ['lead', 'note', 'updatedBy', 'updatedAt']

export function isNoteCollection(collection: string): boolean {
  return collection === COLLECTIONS.leadNotes
}

export function isNoteAllowed(request: AccessRequest): boolean {
  const { auth, data, docId } = request
  if (auth?.staff !== true || docId === undefined) return false
  switch (request.operation) {
    case 'get':
      return true
    case 'create':
    case 'update':
      return data !== undefined && isLeadNote(docId, data, request)
    case 'list':
    case 'delete':
      return false
  }
}

function isLeadNote(leadId: string, data: Fields, request: AccessRequest): boolean {
  const keys = Object.keys(data)
  const lead = stringOf(data.lead) ?? ''
  const [collection = '', id = ''] = lead.split('/')
  const note = stringOf(data.note)
  const updatedAt = data.updatedAt
  return (
    keys.length === NOTE_KEYS.length &&
    NOTE_KEYS.every((key) => keys.includes(key)) &&
    (LEAD_COLLECTIONS as readonly string[]).includes(collection) &&
    lead === `${collection}/${leadId}` &&
    id === leadId &&
    request.read?.(collection, id) !== undefined &&
    note !== undefined &&
    ruleSize(note) <= LEAD_NOTE_MAX &&
    stringOf(data.updatedBy) === request.auth?.uid &&
    updatedAt !== undefined &&
    'timestampValue' in updatedAt &&
    updatedAt.timestampValue === request.requestTime
  )
}
