import type { BlogPost } from '@/lib/catalog/catalog'
import type { CatalogState } from '@/lib/catalog/catalog-store'

export type PostLookup =
  | { status: 'found'; post: BlogPost }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }

/**
 * What the post page shows for `id`. A copy of the list (the last visit's, or the build's) can
 * predate the post, so a post missing from a copy is not yet "not found": the page waits for the
 * live list, and if reading it fails, shows the error with Retry.
 */
export function lookUpPost(state: CatalogState<BlogPost>, id: string | undefined): PostLookup {
  const post = state.items.find((candidate) => candidate.id === id)
  if (post) return { status: 'found', post }
  if (state.status !== 'ready') return { status: state.status }
  if (!state.stale) return { status: 'not-found' }
  return { status: state.refreshFailed ? 'error' : 'loading' }
}
