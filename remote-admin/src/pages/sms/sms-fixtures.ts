import { createElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import type { SmsBatchSummaryJson, SmsMessageRowJson, SmsPreviewReplyJson } from '@hochzeit/contracts';
import { smsSegments, smsSendSummary } from '@hochzeit/contracts/sms-text';
import type { SmsGuestNumbers, SmsGuestRow } from './sms-api';
import { SmsPage } from './SmsPage';

/** Replies of the SMS calls as the server sends them, for tests. */
export const guestNumbers: SmsGuestNumbers = {
  guests: [
    { id: 3, first_name: 'Jonas', last_name: 'Brunner', mobile: '+41 78 555 10 20', email: null, guest_type: 'Apéro', opted_out: false, unsubscribed: false, rsvp_open: false },
    { id: 1, first_name: 'Anna', last_name: 'Meier', mobile: '+41 79 123 45 67', email: null, guest_type: 'Inner Circle', opted_out: false, unsubscribed: false, rsvp_open: true },
    { id: 2, first_name: 'Lukas', last_name: 'Meier', mobile: '+41 79 123 45 68', email: null, guest_type: 'Inner Circle', opted_out: true, unsubscribed: false, rsvp_open: true },
  ],
  total_guests: 3,
  stats_by_type: { 'Inner Circle': 2, Apéro: 1 },
};

/** The guest-numbers reply with changed guests (by id) and more guests, by last and first name as the server orders them. */
export const guestNumbersWith = (over: Record<number, Partial<SmsGuestRow>> = {}, extra: SmsGuestRow[] = []) => ({
  ...guestNumbers,
  guests: [...guestNumbers.guests.map((g) => ({ ...g, ...over[g.id] })), ...extra].sort(
    (a, b) => a.last_name.localeCompare(b.last_name, 'de') || a.first_name.localeCompare(b.first_name, 'de') || a.id - b.id,
  ),
});

const segmentsOf = smsSegments;

export function previewReply(texts: string[], unknown: string[] = []): SmsPreviewReplyJson {
  return {
    previews: texts.map((text, i) => ({ guest_name: `Gast ${i + 1}`, guest_type: 'Inner Circle', medium: 'sms', personalized_message: text, next_event: null, segments: segmentsOf(text) })),
    total_recipients: texts.length,
    unknown_placeholders: unknown,
    longest: texts.length ? { guest_name: 'Gast 1', segments: segmentsOf(texts[0]) } : null,
  };
}

const counts = { queued: 0, sending: 0, sent: 0, delivered: 0, failed: 0, undelivered: 0, unclear: 0 };

/** A batch as the history lists it; its summary in words follows its counts unless given. */
export const batch = (id: number, over: Partial<SmsBatchSummaryJson> = {}): SmsBatchSummaryJson => {
  const summary = batchFields(id, over);
  return { ...summary, summary: over.summary ?? smsSendSummary(summary.channel, summary.successful, summary.failed) };
};

const batchFields = (id: number, over: Partial<SmsBatchSummaryJson>): Omit<SmsBatchSummaryJson, 'summary'> => ({
  id,
  created_at: '2025-06-07T12:30:00.000Z',
  kind: 'guest_types',
  channel: 'outbox',
  method: 'sequential',
  from_name: 'Hochzeit',
  message: 'Hallo {vorname}!',
  include_events: true,
  event_title: null,
  channel_choice: 'sms',
  email_channel: null,
  subject: null,
  media: { sms: over.total ?? 2, email: 0 },
  total: 2,
  opted_out: 0,
  unsubscribed: 0,
  without_contact: 0,
  counts: { ...counts, sent: 2 },
  successful: 2,
  failed: 0,
  pending: 0,
  done: true,
  ...over,
});

export const message = (id: number, over: Partial<SmsMessageRowJson> = {}): SmsMessageRowJson => ({
  id,
  batch_id: 5,
  guest_id: 1,
  guest_name: 'Anna Meier',
  medium: 'sms',
  to: '+41791234567',
  subject: null,
  body: 'Hallo Anna!',
  state: 'sent',
  unclear: false,
  segments: 1,
  twilio_sid: null,
  email_message_id: null,
  error_code: null,
  error_message: null,
  updated_at: '2025-06-07T12:31:00.000Z',
  ...over,
});

export { counts as emptyCounts };

/** The SMS page's loads for mockApi; the test's own routes come last and may replace them. */
export function routes(extra: Record<string, unknown> = {}, channel: 'twilio' | 'outbox' = 'twilio') {
  return {
    'GET /api/sms/recipients': guestNumbers,
    'GET /api/sms/batches': { channel, from: channel === 'twilio' ? 'Hochzeit' : null, email_channel: 'smtp', batches: [] },
    'GET /api/sms/outbox': [],
    'GET /api/sms/opt-outs': [],
    'GET /api/admin/email-unsubscribes': [],
    'GET /api/event-settings': { guest_address: 'sie' },
    'GET /api/admin/rsvp-reminders': { enabled: false, days_before: [14, 3], channel_choice: 'email_else_sms', deadline: null, time_zone: 'Europe/Zurich', steps: [] },
    'POST /api/sms/preview-personalized': previewReply(['Hallo Anna!']),
    ...extra,
  };
}

/** Renders the SMS page and waits until its lists have loaded. */
export async function renderPage() {
  renderWithQueryClient(createElement(SmsPage));
  // Several lists load at once (guests, addresses, reminders, history, opt-outs): all of them, on a busy machine too.
  await waitFor(() => expect(screen.queryAllByText('Lade...')).toHaveLength(0), { timeout: 5000 });
}
