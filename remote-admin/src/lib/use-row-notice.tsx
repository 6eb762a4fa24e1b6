import { useState } from 'react';
import { useNotice } from './use-notice';

/**
 * The outcome of a row action (delete, new link), shown beside that row's buttons where the admin
 * clicked. `null` stands for "the list": use it when the row is gone (after a delete).
 */
export function useRowNotice() {
  const notice = useNotice();
  const [rowId, setRowId] = useState<number | null>(null);
  return {
    success: (id: number | null, text: string) => {
      setRowId(id);
      notice.success(text);
    },
    error: (id: number | null, text: string) => {
      setRowId(id);
      notice.error(text);
    },
    info: (id: number | null, text: string) => {
      setRowId(id);
      notice.info(text);
    },
    /** The notice, if it belongs to this row (or to the list for `null`). */
    at: (id: number | null) => (rowId === id ? notice.element : null),
  };
}
