import { useEffect, useState, useSyncExternalStore } from 'react';
import { offlineStandText } from '@hochzeit/contracts/offline';
import { offlineStandOf, onOfflineStandChange, useLocation } from '@hochzeit/shared-ui';
import './offline-marker.css';

/**
 * 'Offline – Stand: {Zeit}' above a page whose data the service worker answered from its store
 * (the time the oldest of them came from the server). The German formatting is loaded only then.
 */
export function OfflineMarker() {
  const { pathname } = useLocation();
  const stand = useSyncExternalStore(onOfflineStandChange, () => offlineStandOf(pathname));
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    if (!stand) setText(null);
    else void import('@hochzeit/shared-ui/toolkit').then(({ formatDateTime }) => active && setText(offlineStandText(formatDateTime(stand))));
    return () => {
      active = false;
    };
  }, [stand]);
  return text ? (
    <p className="offline-marker" role="status">
      {text}
    </p>
  ) : null;
}
