import { useCallback, useEffect, useRef, useState } from 'react';
import type { NoticeMessage } from '@hochzeit/shared-ui/toolkit';
import { EXPORT_MESSAGES, EXPORT_STATUS_CLEAR_MS, type ExportFormat, type ExportKind, PROVIDER_EXPORT_KIND } from '@hochzeit/contracts/export-constants';
import { exportsApi } from './exports-api';
import { errorMessage } from '@hochzeit/shared-ui';

/** Identifies one button: a kind in a format. */
export const exportKey = (kind: ExportKind, format: ExportFormat) => `${kind}:${format}`;

/**
 * Runs exports for a screen: each button is busy on its own (the others stay usable), and each
 * area (`place`) shows the outcome of its latest export, which clears after 5 s.
 */
export function useExports() {
  /** Running exports: button key → the area that shows their outcome. */
  const [busy, setBusy] = useState<ReadonlyMap<string, string>>(new Map());
  const [statuses, setStatuses] = useState<Readonly<Partial<Record<string, NoticeMessage>>>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const running = useRef(new Map<string, string>());

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  const clear = useCallback((place: string) => {
    clearTimeout(timers.current.get(place));
    timers.current.delete(place);
    setStatuses(({ [place]: _gone, ...rest }) => rest);
  }, []);

  const show = useCallback(
    (place: string, notice: NoticeMessage) => {
      clearTimeout(timers.current.get(place));
      setStatuses((current) => ({ ...current, [place]: notice }));
      timers.current.set(place, setTimeout(() => clear(place), EXPORT_STATUS_CLEAR_MS));
    },
    [clear],
  );

  /** Runs one download (`key` names its button) and shows its outcome in `place`. */
  const runDownload = useCallback(
    async (place: string, key: string, download: () => Promise<string>) => {
      if (running.current.has(key)) return;
      running.current.set(key, place);
      setBusy(new Map(running.current));
      clear(place);
      try {
        const name = await download();
        show(place, { kind: 'success', text: EXPORT_MESSAGES.success(name) });
      } catch (error) {
        show(place, { kind: 'error', text: errorMessage(error, EXPORT_MESSAGES.failed) });
      } finally {
        running.current.delete(key);
        setBusy(new Map(running.current));
      }
    },
    [clear, show],
  );

  const run = useCallback(
    async (place: string, kind: ExportKind, format: ExportFormat, serviceProviderId?: number | null) => {
      if (kind === PROVIDER_EXPORT_KIND && serviceProviderId == null) {
        show(place, { kind: 'error', text: EXPORT_MESSAGES.providerRequired });
        return;
      }
      await runDownload(place, exportKey(kind, format), () => exportsApi.download(kind, format, serviceProviderId));
    },
    [runDownload, show],
  );

  return {
    run,
    runDownload,
    isBusy: (kind: ExportKind, format: ExportFormat) => busy.has(exportKey(kind, format)),
    isKeyBusy: (key: string) => busy.has(key),
    isPlaceBusy: (place: string) => [...busy.values()].includes(place),
    status: (place: string) => statuses[place] ?? null,
    clear,
  };
}
