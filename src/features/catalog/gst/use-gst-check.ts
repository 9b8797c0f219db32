import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { GST_LENGTH } from '@/config/constants'
import { normaliseGstinInput } from './gstin'
import { verifyGstin } from './gst-verification'

export type GstCheckStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'verified'; gstin: string; stateName: string }

/**
 * The GST form's state (spec §4, §5): the value uppercased as typed and capped at 15 characters,
 * one check at a time, then invalid, failed (unexpected error) or verified with the state name.
 */
export function useGstCheck(onVerified: () => void) {
  const [value, setValue] = useState('')
  const [status, setStatus] = useState<GstCheckStatus>({ kind: 'idle' })
  const checking = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setValue(normaliseGstinInput(event.target.value))
    if (status.kind === 'invalid' || status.kind === 'failed') setStatus({ kind: 'idle' })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (checking.current || value.length !== GST_LENGTH) return
    checking.current = true
    setStatus({ kind: 'checking' })
    try {
      const result = await verifyGstin(value)
      if (!mounted.current) return
      if (result.valid) {
        setStatus({ kind: 'verified', gstin: result.gstin, stateName: result.stateName })
        onVerified()
      } else {
        setStatus({ kind: 'invalid' })
      }
    } catch {
      if (mounted.current) setStatus({ kind: 'failed' })
    } finally {
      checking.current = false
    }
  }

  return { value, onChange, status, submit, complete: value.length === GST_LENGTH }
}
