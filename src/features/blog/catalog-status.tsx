import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { blogCopy } from './blog-content'

interface CatalogStatusProps {
  status: 'loading' | 'error'
  loading: string
  error: string
  onRetry: () => void
}

/** What a blog section shows while its collection loads or after it failed to. */
export function CatalogStatus({ status, loading, error, onRetry }: CatalogStatusProps) {
  if (status === 'loading') {
    return (
      <p role="status" className="py-10 text-center text-stone-600">
        {loading}
      </p>
    )
  }
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span className="mr-4">{error}</span>
      <Button variant="secondary" onClick={onRetry} className="mt-2">
        {blogCopy.retry}
      </Button>
    </Alert>
  )
}
