import { tickerMessagesQuery, tickerText, useQuery } from '@hochzeit/shared-ui';

/** The ticker messages scrolling across the top of the dashboard (a failure shows no ticker). */
export function Ticker() {
  const { data, isPending } = useQuery(tickerMessagesQuery());
  // While loading the bar keeps its place, so the page below does not jump when the text arrives.
  if (isPending) {
    return (
      <div className="ticker" aria-hidden="true">
        {'\u00a0'}
      </div>
    );
  }
  const text = data?.success ? tickerText(data.messages) : '';
  if (!text) return null;
  return (
    <div className="ticker" role="marquee" aria-label="Neuigkeiten">
      <span className="ticker__text">{text}</span>
    </div>
  );
}
