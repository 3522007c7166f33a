import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface AppErrorBoundaryProps {
  /** Reports what broke; the store passes its error reporting. */
  readonly onError: (error: unknown) => void;
  /** 'Something went wrong.' in the site's language (spec 8.3). */
  readonly message: string;
  readonly retryLabel: string;
  readonly children: ReactNode;
}

/**
 * The last line of defence around the whole app: when even the page frame fails to render, the customer
 * reads 'Something went wrong.' with a way to reload, and the error is reported.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '2rem 1rem', fontFamily: 'sans-serif' }}>
        <p>{this.props.message}</p>
        <a href="">{this.props.retryLabel}</a>
      </div>
    );
  }
}
