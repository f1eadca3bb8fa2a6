import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ParcelErrorBoundaryProps {
  children: ReactNode;
  /** called with every render error; createParcel turns a mount-time error into a failed mount */
  onError: (error: Error) => void;
  /** shown after a render error once the parcel was mounted; gets a reset to try again */
  fallback: (reset: () => void) => ReactNode;
}

interface State {
  error: Error | null;
}

export class ParcelErrorBoundary extends Component<ParcelErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[parcel] render failed', error, info.componentStack);
    this.props.onError(error);
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
