import { Fragment } from 'react';
import { MESSAGE_MEDIUM_LABELS, SMS_PREVIEW_COUNT } from '@hochzeit/contracts/sms-text';
import { Loading } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import type { SmsPreview } from './sms-api';
import { counterText, markUnknown, type SegmentFigures, unknownPlaceholderWarning } from './sms-model';

/** One message as it will arrive. */
export interface PreviewItem {
  /** Guest name, or the number for own numbers. */
  recipient: string;
  detail?: string;
  text: string;
  /** SMS only: what the message costs. */
  figures: SegmentFigures | null;
}

export interface PreviewData {
  items: PreviewItem[];
  total: number;
  unknown: string[];
}

/** The preview reply in the list's shape. */
export function previewFromServer(reply: SmsPreview): PreviewData {
  return {
    items: reply.previews.map((p) => ({
      recipient: p.guest_name,
      detail: [MESSAGE_MEDIUM_LABELS[p.medium], p.guest_type, p.next_event ? `Nächster Programmpunkt: ${p.next_event.title}, ${formatDateTime(p.next_event.time)}` : null].filter(Boolean).join(' · '),
      text: p.personalized_message,
      figures: p.medium === 'sms' ? p.segments : null,
    })),
    total: reply.total_recipients,
    unknown: reply.unknown_placeholders,
  };
}

/** The first recipients' messages; unknown placeholders are marked, since they go out as written. */
export function SmsPreviewList({ data, loading, error }: { data: PreviewData | null; loading: boolean; error: string | null }) {
  return (
    <section className="card sms-preview" aria-labelledby="sms-preview-title" aria-busy={loading}>
      <h3 id="sms-preview-title">Vorschau</h3>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {loading && !data && <Loading />}
      {data && (
        <>
          <p className="muted">
            {data.total === 1 ? '1 Empfänger' : `${data.total} Empfänger`}
            {data.total > data.items.length && ` · die ersten ${Math.min(SMS_PREVIEW_COUNT, data.items.length)} werden gezeigt`}
          </p>
          {data.unknown.length > 0 && (
            <p className="sms-warning" role="status">
              {unknownPlaceholderWarning(data.unknown)}
            </p>
          )}
          {data.items.length === 0 ? (
            <p className="muted">Keine Empfänger für diese Auswahl.</p>
          ) : (
            <ol className="sms-preview__list">
              {data.items.map((item, index) => (
                <li key={index}>
                  <div>
                    <strong>{item.recipient}</strong>
                    {item.detail && <span className="muted"> · {item.detail}</span>}
                  </div>
                  <p className="sms-bubble">
                    {markUnknown(item.text, data.unknown).map((part, i) => (
                      <Fragment key={i}>{part.unknown ? <mark title="Unbekannter Platzhalter">{part.text}</mark> : part.text}</Fragment>
                    ))}
                  </p>
                  {item.figures && <span className="muted">{counterText(item.figures)}</span>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
