import { useEffect, useState } from 'react';
import { tickerText } from '@hochzeit/shared-ui';
import { publicApi } from '../lib/guest-api';

/** The ticker messages scrolling across the top of the dashboard. */
export function Ticker() {
  const [text, setText] = useState('');
  useEffect(() => {
    publicApi
      .get<{ success: boolean; messages: Array<{ message: string }> }>('/api/admin/ticker-messages')
      .then((reply) => setText(reply.success ? tickerText(reply.messages) : ''))
      .catch((e) => console.error('Laufschrift konnte nicht geladen werden', e));
  }, []);
  if (!text) return null;
  return (
    <div className="ticker" role="marquee" aria-label="Neuigkeiten">
      <span className="ticker__text">{text}</span>
    </div>
  );
}
