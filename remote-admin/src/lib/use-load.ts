import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

/** Loads data on mount and on demand, with loading and error states. */
export function useLoad<T>(load: () => Promise<T>, onError?: (error: unknown) => void): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await load());
      setError(null);
    } catch (e) {
      setError(e);
      onError?.(e);
    } finally {
      setLoading(false);
    }
    // `load` is expected to be stable (module-level function or memoised).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
