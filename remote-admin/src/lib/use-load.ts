import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

/**
 * Loads data on mount, whenever `deps` change, and on demand, with loading and error states.
 * The latest `load` is always used, so it may close over current state (e.g. filters).
 */
export function useLoad<T>(load: () => Promise<T>, onError?: (error: unknown) => void, deps: readonly unknown[] = []): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  loadRef.current = load;
  onErrorRef.current = onError;

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await loadRef.current());
      setError(null);
    } catch (e) {
      setError(e);
      onErrorRef.current?.(e);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload, ...deps]);

  return { data, loading, error, reload };
}
