import { Component, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { Loading, useLocation } from '@hochzeit/shared-ui';
import { forgetFailures, loadedApp, loadRemoteApp, reportRenderError, type LoadedRemote } from './remote-loader';
import { DEV_VERSION, onPinChange, pinDecision, releasesFor, revalidateRegistry, type RemoteName } from './remote-registry';

/** Today's German fallback: shown when no release of the remote loads, or when its App throws while rendering. */
function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="remote-fallback" role="alert">
      <h1>Dieser Bereich konnte nicht geladen werden.</h1>
      <p>Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.</p>
      <button type="button" className="button" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onError: (error: Error) => void;
  onRetry: () => void;
}

/** Catches a remote that fails to render, so the shell and other audiences keep working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote konnte nicht geladen werden:', error, info.componentStack);
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Rendered after the App inside the same Suspense boundary: its effect runs once the App has rendered. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

type RemoteState = 'loading' | 'ready' | 'failed';
interface View {
  state: RemoteState;
  /** The version being loaded or mounted ('dev' for an unversioned build). */
  version: string;
  loaded?: LoadedRemote;
}

/**
 * Mounts one audience's remote inside `data-remote` markers (automated smoke tests wait for
 * `data-remote-state="ready"`). At every navigation into or within the area the registry is
 * revalidated; when another release is to be shown (a promotion, a rollback, a pinned preview)
 * it is loaded and swapped in at that navigation, without a page reload. `placeholder` shows
 * while the code loads.
 */
export function RemoteApp({ remote, placeholder = <Loading /> }: { remote: RemoteName; placeholder?: ReactNode }) {
  const { pathname } = useLocation();
  const [view, setView] = useState<View>(() => {
    const loaded = loadedApp(remote);
    return { state: 'loading', version: loaded?.release.version ?? releasesFor(remote).at(0)?.version ?? DEV_VERSION, loaded };
  });
  const [attempt, setAttempt] = useState(0);
  const [pinChanges, setPinChanges] = useState(0);
  const mounted = useRef(view.loaded?.release.manifest);

  useEffect(() => onPinChange(() => setPinChanges((n) => n + 1)), []);

  useEffect(() => {
    let active = true;
    void Promise.all([revalidateRegistry(), pinDecision()]).then(() => {
      if (!active || (mounted.current && mounted.current === releasesFor(remote)[0]?.manifest)) return;
      loadRemoteApp(remote, (version) => active && !mounted.current && setView((v) => ({ ...v, version }))).then(
        (loaded) => {
          if (!active || loaded.release.manifest === mounted.current) return;
          mounted.current = loaded.release.manifest;
          // The App on screen stays until the new one can render.
          startTransition(() => setView({ state: 'loading', version: loaded.release.version, loaded }));
        },
        // A release already on screen stays there; otherwise the German fallback.
        () => active && !mounted.current && setView((v) => ({ ...v, state: 'failed' })),
      );
    });
    return () => {
      active = false;
    };
  }, [remote, pathname, attempt, pinChanges]);

  const { loaded } = view;
  const markReady = useCallback(() => setView((v) => ({ ...v, state: 'ready' })), []);
  const retry = () => {
    forgetFailures(remote);
    setView((v) => ({ ...v, state: 'loading' }));
    setAttempt((n) => n + 1);
  };

  return (
    <div data-remote={remote} data-remote-version={view.version} data-remote-state={view.state} style={{ display: 'contents' }}>
      {loaded ? (
        <RemoteErrorBoundary
          key={attempt}
          onRetry={retry}
          onError={(error) => {
            setView((v) => ({ ...v, state: 'failed' }));
            reportRenderError(remote, loaded.release.version, error);
          }}
        >
          <Suspense fallback={placeholder}>
            <loaded.App />
            <Ready key={loaded.release.manifest} onReady={markReady} />
          </Suspense>
        </RemoteErrorBoundary>
      ) : view.state === 'failed' ? (
        <RemoteFallback onRetry={retry} />
      ) : (
        placeholder
      )}
    </div>
  );
}
