/**
 * The order the desk's lead queries read in, for putting the leads of several queries into one
 * list: the inbox's pages and a download alike. Free of Firebase.
 */
import type { LeadPosition } from './inbox'

/** Newest first, then by id, descending: the order the queries read in. */
export function byNewest(a: LeadPosition, b: LeadPosition): number {
  const time = b.createdAt.getTime() - a.createdAt.getTime()
  return time !== 0 ? time : a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}
