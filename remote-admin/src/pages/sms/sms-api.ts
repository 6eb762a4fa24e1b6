import type { GuestType, RsvpReminderSettingsInput } from '@hochzeit/contracts';
import type { MessageChannelChoice, SmsSendMethod } from '@hochzeit/contracts/sms-text';
import { type Api, createApi, unwrap } from '@hochzeit/shared-ui';

/** Every call of the SMS tool, in one place, through the typed client. */
const api: Api = createApi('admin');
const byId = (id: number) => ({ params: { path: { id } } });

/** What every send takes besides its recipients. */
export interface SmsDraft {
  message: string;
  method: SmsSendMethod;
  include_events: boolean;
  from_name: string;
  /** SMS, e-mail, or e-mail where possible and SMS otherwise; own numbers always get SMS. */
  channel_choice: MessageChannelChoice;
  /** The e-mails' subject; left out: the contract's default. */
  subject?: string;
}

/** Own numbers can only get SMS: no channel, no subject. */
export type SmsOnlyDraft = Omit<SmsDraft, 'channel_choice' | 'subject'>;

export type SmsPreviewTarget = { guest_types: GuestType[] } | { guest_ids: number[] } | { unanswered: true };

export const smsApi = {
  /** Every guest reachable by SMS or e-mail, with the figures of those with a mobile. */
  recipients: () => unwrap(api.GET('/api/sms/recipients')),
  preview: (message: string, include_events: boolean, target: SmsPreviewTarget, channel_choice: MessageChannelChoice) =>
    unwrap(api.POST('/api/sms/preview-personalized', { body: { message, include_events, channel_choice, ...target } })),
  sendToGuestTypes: (draft: SmsDraft, guest_types: GuestType[]) => unwrap(api.POST('/api/sms/send-to-guest-types', { body: { ...draft, guest_types } })),
  /** The individual tab: the chosen guests at their stored numbers. */
  sendToGuests: (draft: SmsDraft, guests: { id: number; mobile: string | null }[]) =>
    unwrap(
      api.POST('/api/sms/send-multiple', {
        body: { ...draft, numbers: guests.flatMap((g) => (g.mobile ? [g.mobile] : [])), guest_ids: guests.map((g) => g.id) },
      }),
    ),
  /** The own-numbers tab: the field's text, one number a line (the server cleans it the same way). */
  sendToNumbers: (draft: SmsOnlyDraft, numbers: string[]) => unwrap(api.POST('/api/sms/send-multiple', { body: { ...draft, numbers } })),
  /** 'Noch ohne Antwort': the guests without an RSVP answer when the send is made. */
  sendToUnanswered: (draft: SmsDraft) => unwrap(api.POST('/api/sms/send-to-unanswered', { body: draft })),
  /**
   * The invitation e-mail to the chosen guests. `request_id` names the send the admin meant: the
   * same id again (a retried request) answers with the batch already made instead of sending twice.
   */
  sendInvitations: (guest_ids: number[], request_id: string) => unwrap(api.POST('/api/sms/send-invitations', { body: { guest_ids, request_id } })),
  timelineReminder: (event_id: number) => unwrap(api.POST('/api/sms/send-timeline-reminders', { body: { event_id } })),

  batches: () => unwrap(api.GET('/api/sms/batches')),
  batch: (id: number) => unwrap(api.GET('/api/sms/batches/{id}', byId(id))),
  outbox: () => unwrap(api.GET('/api/sms/outbox')),
  resend: (id: number) => unwrap(api.POST('/api/sms/messages/{id}/resend', byId(id))),
  optOuts: () => unwrap(api.GET('/api/sms/opt-outs')),
  removeOptOut: (number: string) => unwrap(api.DELETE('/api/sms/opt-outs/{number}', { params: { path: { number } } })),

  /** The RSVP reminders' whole setting; the reply lists the steps as they now stand. */
  saveReminders: (body: RsvpReminderSettingsInput) => unwrap(api.PUT('/api/admin/rsvp-reminders', { body })),
};

export type SmsGuestNumbers = Awaited<ReturnType<typeof smsApi.recipients>>;
export type SmsGuestRow = SmsGuestNumbers['guests'][number];
export type SmsPreview = Awaited<ReturnType<typeof smsApi.preview>>;
export type SmsBatchList = Awaited<ReturnType<typeof smsApi.batches>>;
export type SmsBatchRow = SmsBatchList['batches'][number];
export type SmsBatchDetailRow = Awaited<ReturnType<typeof smsApi.batch>>;
export type SmsMessageItem = SmsBatchDetailRow['messages'][number];
export type SmsOptOutRow = Awaited<ReturnType<typeof smsApi.optOuts>>[number];
export type SmsSendReply = Awaited<ReturnType<typeof smsApi.sendToGuestTypes>> | Awaited<ReturnType<typeof smsApi.sendToNumbers>>;
