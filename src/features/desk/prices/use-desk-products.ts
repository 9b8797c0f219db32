import { useCallback, useEffect, useState } from 'react'
import { readProductsForDesk, type DeskProduct } from '@/lib/catalog/desk-catalog'

export type DeskProductsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; products: readonly DeskProduct[] }

/**
 * The catalogue as stored now, read when the section opens (and again on `retry`); `replace` puts
 * in what a save wrote, so the desk goes on from the saved prices without reading them back.
 */
export function useDeskProducts() {
  const [state, setState] = useState<DeskProductsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    readProductsForDesk().then(
      (products) => {
        if (current) setState({ status: 'ready', products })
      },
      () => {
        if (current) setState({ status: 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  const replace = useCallback(
    (products: readonly DeskProduct[]) => setState({ status: 'ready', products }),
    [],
  )
  return { state, retry, replace }
}
