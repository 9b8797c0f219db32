import { useLocation } from 'react-router-dom'
import { RETURN_PARAM, safeReturnPath } from '@/lib/util/return-path'

/** The page this account screen should return the buyer to (its `next`), or null for none. */
export function useReturnPath(): string | null {
  const { search } = useLocation()
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM))
}
