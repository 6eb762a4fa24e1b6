import { useEffect, useState } from 'react';
import { publicApi } from '../lib/guest-api';

/** All non-empty messages joined with ' - ' (spec content §2), scrolling across the top. */
export function tickerText(messages: Array<{ message: string }>): string {
  return messages
    .map((m) => m.message.trim())
    .filter(Boolean)
    .join(' - ');
}

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
