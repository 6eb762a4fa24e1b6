import { useEffect, useState } from 'react';
import { createApi, tickerText, unwrap } from '@hochzeit/shared-ui';

/** The ticker is read without a credential. */
const publicApi = createApi(null);

/** The ticker messages scrolling across the top of the dashboard. */
export function Ticker() {
  // null while loading: the bar keeps its place, so the page below does not jump when the text arrives.
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    unwrap(publicApi.GET('/api/admin/ticker-messages'))
      .then((reply) => setText(reply.success ? tickerText(reply.messages) : ''))
      .catch((e) => (console.error('Laufschrift konnte nicht geladen werden', e), setText('')));
  }, []);
  if (text === null) {
    return (
      <div className="ticker" aria-hidden="true">
        {'\u00a0'}
      </div>
    );
  }
  if (!text) return null;
  return (
    <div className="ticker" role="marquee" aria-label="Neuigkeiten">
      <span className="ticker__text">{text}</span>
    </div>
  );
}
