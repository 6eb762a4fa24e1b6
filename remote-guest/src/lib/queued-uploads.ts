import { useEffect } from 'react';
import { UPLOAD_QUEUE_FLAG } from '@hochzeit/contracts/offline';

/**
 * Photos chosen offline are sent from whichever guest page is open when the connection returns,
 * and at the next visit. The queue's code (and IndexedDB) is loaded only while photos wait.
 */
export function useQueuedUploadsSender(): void {
  useEffect(() => {
    const send = () => {
      if (localStorage.getItem(UPLOAD_QUEUE_FLAG) !== null) void import('../pages/gallery/upload-queue').then((queue) => queue.sendQueuedUploads()).catch(() => undefined);
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
}
