import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { SessionProvider } from '@/lib/session'
import { AppErrorBoundary } from './app-error-boundary'
import { router } from './router'

function scheduleEmailInit(): void {
  // Spec §7: the mail SDK is initialised once on page load; its code loads after first paint.
  const start = () => void import('@/lib/email').then(({ initEmail }) => initEmail())
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout: 3000 })
  else setTimeout(start, 1000)
}

export function App() {
  useEffect(scheduleEmailInit, [])
  return (
    <AppErrorBoundary>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppErrorBoundary>
  )
}
