// A view that throws while rendering shows the 500 page instead of a blank screen.
import { Component, type ReactNode } from 'react';
import { ErrorPageAlone } from './error-page';

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorPageAlone status={500} /> : this.props.children;
  }
}
