import { Alert } from '@/components/ui/alert'
import type { AuthProblem } from './use-auth-form'

interface FormProblemProps {
  /** Lets the invalid field point at the box (aria-describedby). */
  id?: string
  problem: AuthProblem | null
  /** Shows only the problems of this action, next to its control. */
  from?: 'form' | 'google'
  className?: string
}

/** The red alert box of an account screen. */
export function FormProblem({ id, problem, from = 'form', className }: FormProblemProps) {
  const shown = problem && (problem.from ?? 'form') === from ? problem : null
  return (
    <div id={id}>
      {shown ? (
        <Alert tone="error" title={shown.title} className={className}>
          {shown.message}
        </Alert>
      ) : null}
    </div>
  )
}
