import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './ErrorBoundary.css';

/** The app's home, under the deployment's base path. */
const HOME_HREF = import.meta.env.BASE_URL;

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** The router's error screen: 'Unexpected Application Error!' with the status or message. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const status = (error as { status?: number })?.status;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <section className={styles.box} role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className={styles.message}>{status ? `${status} ${message}` : message}</p>
        <p>
          <a href={HOME_HREF}>Go to the home page</a>
        </p>
      </section>
    );
  }
}
