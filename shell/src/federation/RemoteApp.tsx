import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Loading } from '@hochzeit/shared-ui';
import { loadRemoteApp, type RemoteName } from './remote-registry';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote that fails to load or to render, so the shell and other audiences keep working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote konnte nicht geladen werden:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="remote-fallback" role="alert">
        <h1>Dieser Bereich konnte nicht geladen werden.</h1>
        <p>Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Erneut versuchen
        </button>
      </div>
    );
  }
}

const lazyRemote = (remote: RemoteName) => lazy(() => loadRemoteApp(remote));

/** Mounts one audience's remote: lazy-loaded, in Suspense, inside an error boundary with retry. */
export function RemoteApp({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [App, setApp] = useState(() => lazyRemote(remote));
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => {
        setApp(() => lazyRemote(remote));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Loading />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
