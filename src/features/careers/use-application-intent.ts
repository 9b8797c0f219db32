import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { DIALOG_PARAMS } from '@/config/paths'
import type { Job } from '@/lib/catalog/catalog'
import { isPreview, type CatalogState } from '@/lib/catalog/catalog-store'

/**
 * /jobs?apply=<job> (where signing in returns an applicant to): once the live listings are in,
 * that job's application opens and the address goes back to plain /jobs.
 */
export function useApplicationIntent(jobs: CatalogState<Job>, apply: (job: Job) => void): void {
  const { search } = useLocation()
  const navigate = useNavigate()
  const jobId = new URLSearchParams(search).get(DIALOG_PARAMS.apply)
  const live = jobs.status === 'ready' && !isPreview(jobs) && !jobs.stale
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (jobId === null || !live || handled.current === search) return
    handled.current = search
    const job = jobs.items.find((item) => item.docId === jobId)
    void Promise.resolve(navigate({ search: '' }, { replace: true })).then(() => {
      if (job) apply(job)
    })
  }, [search, jobId, live, jobs.items, navigate, apply])
}
