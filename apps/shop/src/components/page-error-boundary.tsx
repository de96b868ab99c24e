import { Component, type ReactNode } from 'react'
import { AnnounceHydrated } from '../lib/early-input/early-input'
import { ErrorState } from './error-state'

interface State {
  error: unknown
  failed: boolean
}

/** A page that throws while rendering shows the error state with retry instead of a blank app. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override render() {
    if (this.state.failed) {
      // The page's own announcer never mounts when it throws: this one lets the early-input script
      // go, or every button (this retry too) would stay held.
      return (
        <>
          <ErrorState
            error={this.state.error}
            onRetry={() => this.setState({ error: null, failed: false })}
          />
          <AnnounceHydrated />
        </>
      )
    }
    return this.props.children
  }
}
