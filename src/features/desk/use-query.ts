import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/**
 * The address's query, and a way to replace it: what react-router's useSearchParams gives, from
 * the hooks every page already uses, so the router code all pages load does not grow by it.
 */
export function useQuery(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { search, pathname } = useLocation()
  const navigate = useNavigate()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const replace = useCallback(
    (next: URLSearchParams) => {
      const query = next.toString()
      void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true })
    },
    [navigate, pathname],
  )
  return [params, replace]
}
