import { Component, type ErrorInfo, type ReactNode } from 'react'
import { appErrorCopy as copy } from './app-content'

interface State {
  failed: boolean
}

/** Last line of defence: a readable page instead of a blank one if the app itself crashes. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Application error', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-3xl font-bold">{copy.title}</h1>
        <p className="mt-4 text-stone-700">{copy.text}</p>
        <button
          type="button"
          className="mt-6 min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          {copy.reload}
        </button>
      </main>
    )
  }
}
