import { SMS_MESSAGES } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

/** The SMS tool without a Twilio account: everything is stored and "sent" into the outbox ('Postausgang'). */
const t = useTestApp();
const api = adminApi(t);

async function guests() {
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Muster', mobile: '079 123 45 67', guest_type: 'Inner Circle' });
  const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Beispiel', mobile: '+49 170 1234567', guest_type: 'Apéro' });
  const clara = await t.createGuest({ first_name: 'Clara', last_name: 'Ohne', mobile: '   ', guest_type: 'Inner Circle' });
  const dora = await t.createGuest({ first_name: 'Dora', last_name: 'Keine', mobile: null, guest_type: 'Apéro' });
  return { anna, ben, clara, dora };
}

async function event(fields: Record<string, unknown> = {}) {
  const res = await api.post('/api/timeline/admin', {
    title: 'Apéro im Schlossgarten',
    time: '2099-06-07T14:00:00Z',
    description: 'Mit Musik',
    timeline_type: 'appero',
    visible_to: ['admin', 'guest'],
    location: 'Schlossgarten',
    sms_notification: true,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; title: string };
}

describe('GET /api/sms/guest-numbers', () => {
  it('lists only guests with a non-blank mobile, with statistics by type', async () => {
    await guests();
    const res = await api.get('/api/sms/guest-numbers').expect(200);
    expect(res.body.guests.map((g: { first_name: string }) => g.first_name)).toEqual(['Ben', 'Anna']);
    expect(res.body.guests[1]).toEqual({ id: expect.any(Number), first_name: 'Anna', last_name: 'Muster', mobile: '079 123 45 67', email: null, guest_type: 'Inner Circle', opted_out: false, unsubscribed: false, rsvp_open: true });
    expect(res.body.total_guests).toBe(2);
    expect(res.body.stats_by_type).toEqual({ 'Inner Circle': 1, Apéro: 1 });
  });
});

describe('validation: the tool’s German messages as error and msg, and nothing stored', () => {
  const cases: Array<[string, object, string]> = [
    ['/api/sms/send-to-guest-types', { message: '  ', guest_types: ['Apéro'] }, SMS_MESSAGES.textRequired],
    ['/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: [] }, SMS_MESSAGES.guestTypeRequired],
    ['/api/sms/send-to-guest-types', { message: 'Hallo' }, SMS_MESSAGES.guestTypeRequired],
    ['/api/sms/send-to-guest-types', { message: 'x'.repeat(1601), guest_types: ['Apéro'] }, SMS_MESSAGES.tooLong],
    ['/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'], from_name: 'Ein viel zu langer Name' }, SMS_MESSAGES.invalidSender],
    ['/api/sms/send-multiple', { message: '', numbers: '0791234567' }, SMS_MESSAGES.textRequired],
    ['/api/sms/send-multiple', { message: 'Hallo', numbers: '\n  \n+ \n' }, SMS_MESSAGES.noValidNumbers],
    ['/api/sms/send-multiple', { message: 'Hallo', numbers: [] }, SMS_MESSAGES.noValidNumbers],
    ['/api/sms/send-multiple', { message: 'Hallo', numbers: '0791234567\nabc' }, SMS_MESSAGES.invalidNumber('abc')],
    ['/api/sms/send-multiple', { message: 'Hallo', guest_ids: [] }, SMS_MESSAGES.guestsRequired],
    ['/api/sms/preview-personalized', { message: '', guest_types: ['Apéro'] }, SMS_MESSAGES.previewTextRequired],
    ['/api/sms/preview-personalized', { message: 'Hallo', guest_types: [] }, SMS_MESSAGES.guestTypeRequired],
    ['/api/sms/preview-personalized', { message: 'Hallo', guest_ids: [] }, SMS_MESSAGES.guestsRequired],
    ['/api/sms/send-timeline-reminders', {}, SMS_MESSAGES.eventNotFound],
  ];
  it.each(cases.map(([path, body, message]) => ({ path, body, message })))('$path → $message', async ({ path, body, message }) => {
    await guests();
    const res = await api.post(path, body).expect(400);
    expect(res.body).toEqual({ error: message, msg: message });
    expect(await countRows(t, 'sms_batch')).toBe(0);
    expect(await countRows(t, 'sms_message')).toBe(0);
  });

  it('a guest type without guests with a mobile is refused', async () => {
    await t.createGuest({ first_name: 'Ohne', mobile: null, guest_type: 'Apéro' });
    const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'] }).expect(400);
    expect(res.body.error).toBe(SMS_MESSAGES.noRecipients);
    expect(await countRows(t, 'sms_batch')).toBe(0);
  });

  it('a reminder for a missing event is 404, for an event without SMS 400', async () => {
    await guests();
    expect((await api.post('/api/sms/send-timeline-reminders', { event_id: 999 }).expect(404)).body).toEqual({ error: SMS_MESSAGES.eventNotFound, msg: SMS_MESSAGES.eventNotFound });
    const quiet = await event({ sms_notification: false });
    expect((await api.post('/api/sms/send-timeline-reminders', { event_id: quiet.id }).expect(400)).body.error).toBe(SMS_MESSAGES.reminderNotEnabled);
    expect(await countRows(t, 'sms_message')).toBe(0);
  });
});

describe('POST /api/sms/preview-personalized', () => {
  it('personalises with the guest’s next visible event in the venue’s time zone and marks unknown placeholders', async () => {
    const { anna } = await guests();
    await event({ title: 'Vergangen', time: '2000-01-01T10:00:00Z' });
    await event({ title: 'Dinner', time: '2099-06-07T18:30:00Z', timeline_type: 'inner_circle', location: 'Rittersaal' });
    await event({ title: 'Nur Admins', time: '2099-06-07T12:00:00Z', visible_to: ['admin'] });
    await event({ title: 'Apéro', time: '2099-06-07T14:00:00Z' });
    const res = await api
      .post('/api/sms/preview-personalized', { message: '{anrede}, {event_titel} um {event_zeit} am {event_datum} ({event_ort}) {Vorname}', guest_ids: [anna.id] })
      .expect(200);
    expect(res.body.previews).toEqual([
      {
        guest_name: 'Anna Muster',
        guest_type: 'Inner Circle',
        medium: 'sms',
        personalized_message: 'Hallo Anna, Apéro um 16:00 am Sonntag, 7. Juni 2099 (Schlossgarten) {Vorname}',
        next_event: { title: 'Apéro', time: '2099-06-07T14:00:00.000Z' },
        segments: { encoding: 'GSM-7', length: 79, segments: 1, per_segment: 160, ucs2_characters: [] },
      },
    ]);
    expect(res.body.unknown_placeholders).toEqual(['{Vorname}']);

    // Another venue time zone in the settings: the same instant on that venue's clocks.
    await api.put('/api/admin/event-settings', { title: 'Hochzeit', starts_at: '2099-06-07T15:00:00Z', venue_name: 'Hof', venue_address: 'Weg 1', time_zone: 'America/New_York' }).expect(200);
    const ny = await api.post('/api/sms/preview-personalized', { message: '{event_zeit}', guest_ids: [anna.id] }).expect(200);
    expect(ny.body.previews[0].personalized_message).toBe('10:00');
  });

  it('shows the first five recipients, counts all and names the longest message', async () => {
    for (let i = 1; i <= 7; i++) await t.createGuest({ first_name: i === 6 ? 'Maximiliane-Josephine' : `Gast${i}`, last_name: 'Test', mobile: `07912345${10 + i}`, guest_type: 'Apéro' });
    const res = await api.post('/api/sms/preview-personalized', { message: 'Hallo {vorname} €', guest_types: ['Apéro'] }).expect(200);
    expect(res.body.previews).toHaveLength(5);
    expect(res.body.previews.map((p: { medium: string }) => p.medium)).toEqual(['sms', 'sms', 'sms', 'sms', 'sms']);
    expect(res.body.total_recipients).toBe(7);
    expect(res.body.longest).toEqual({ guest_name: 'Maximiliane-Josephine Test', segments: expect.objectContaining({ encoding: 'GSM-7', length: 30 }) });
  });

  it('with personalisation off the text stays as written', async () => {
    const { anna } = await guests();
    const res = await api.post('/api/sms/preview-personalized', { message: 'Hallo {vorname}', include_events: false, guest_ids: [anna.id] }).expect(200);
    expect(res.body.previews[0].personalized_message).toBe('Hallo {vorname}');
    expect(res.body.unknown_placeholders).toEqual([]);
  });
});

describe('sending in outbox mode', () => {
  it('sends to a guest type: one stored message each, the counts, the batch in the history and the outbox', async () => {
    const { anna } = await guests();
    const res = await api.post('/api/sms/send-to-guest-types', { message: 'Liebe/r {vorname}, bis bald!', guest_types: ['Inner Circle'], method: 'parallel' }).expect(200);
    expect(res.body).toEqual({
      total_sent: 1,
      total_failed: 0,
      batch_id: expect.any(Number),
      total: 1,
      pending: 0,
      done: true,
      opted_out: 0,
      // Without a channel choice a send is an SMS send, as before e-mail existed.
      channel_choice: 'sms',
      email_channel: null,
      unsubscribed: 0,
      without_contact: 0,
      channel: 'outbox',
      summary: 'Nicht versendet (kein Twilio-Konto eingerichtet): 1 SMS in den Postausgang gelegt',
    });

    const outbox = await api.get('/api/sms/outbox').expect(200);
    expect(outbox.body).toEqual([
      expect.objectContaining({ guest_id: anna.id, guest_name: 'Anna Muster', to: '+41791234567', body: 'Liebe/r Anna, bis bald!', state: 'sent', unclear: false, twilio_sid: null }),
    ]);
    const history = await api.get('/api/sms/batches').expect(200);
    expect(history.body.channel).toBe('outbox');
    expect(history.body.from).toBeNull();
    expect(history.body.email_channel).toBe('outbox');
    expect(history.body.batches[0]).toEqual(
      expect.objectContaining({ kind: 'guest_types', method: 'parallel', message: 'Liebe/r {vorname}, bis bald!', total: 1, done: true, counts: expect.objectContaining({ sent: 1, failed: 0 }) }),
    );
    const detail = await api.get(`/api/sms/batches/${res.body.batch_id}`).expect(200);
    expect(detail.body.messages).toHaveLength(1);
    expect((await api.get('/api/sms/batches/999').expect(404)).body.error).toBe(SMS_MESSAGES.batchNotFound);
  });

  it('own numbers: plus signs and spaces stripped, blank lines dropped, no placeholders replaced', async () => {
    const res = await api.post('/api/sms/send-multiple', { message: 'Hallo {vorname}', numbers: '+41 79 111 22 33\n\n  \n0049 170 9999999\n41791112233' }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ successful: 2, failed: 0, total: 2, done: true }));
    const outbox = (await api.get('/api/sms/outbox')).body as Array<{ to: string; body: string; guest_id: number | null }>;
    expect(outbox.map((m) => m.to).sort()).toEqual(['+41791112233', '+491709999999']);
    expect(outbox.every((m) => m.body === 'Hallo {vorname}' && m.guest_id === null)).toBe(true);
  });

  it('individual guests: at their stored numbers, personalised', async () => {
    const { anna, ben } = await guests();
    const res = await api.post('/api/sms/send-multiple', { message: 'Hallo {vorname}', numbers: [], guest_ids: [anna.id, ben.id] }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ successful: 2, failed: 0 }));
    const outbox = (await api.get('/api/sms/outbox')).body as Array<{ to: string; body: string }>;
    expect(outbox.map((m) => `${m.to} ${m.body}`).sort()).toEqual(['+41791234567 Hallo Anna', '+491701234567 Hallo Ben']);
  });

  it('a stored mobile that is no number is recorded as failed, not left out', async () => {
    await t.createGuest({ first_name: 'Eva', mobile: '12', guest_type: 'Apéro' });
    const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'] }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ total_sent: 0, total_failed: 1 }));
    const detail = await api.get(`/api/sms/batches/${res.body.batch_id}`);
    expect(detail.body.messages[0]).toEqual(expect.objectContaining({ state: 'failed', error_message: SMS_MESSAGES.invalidRecipient }));
  });
});

describe('POST /api/sms/send-timeline-reminders', () => {
  it('reminds the guests whose day plan shows the event and marks it sent; again, it messages nobody twice', async () => {
    const { anna, ben } = await guests();
    const dinner = await event({ title: 'Dinner', timeline_type: 'inner_circle', location: null });
    const first = await api.post('/api/sms/send-timeline-reminders', { event_id: dinner.id }).expect(200);
    expect(first.body).toEqual(expect.objectContaining({ successful: 1, failed: 0, sms_sent: true, done: true }));
    const outbox = (await api.get('/api/sms/outbox')).body as Array<{ guest_id: number; body: string }>;
    expect(outbox).toHaveLength(1);
    expect(outbox[0].guest_id).toBe(anna.id);
    expect(outbox[0].body).toMatch(/^Hallo Anna! Erinnerung: Dinner um \d\d:\d\d Uhr \(in \d+ Tagen\)\. Wir freuen uns auf Sie!$/);
    expect(outbox.some((m) => m.guest_id === ben.id)).toBe(false);
    const events = (await api.get('/api/timeline/admin')).body as Array<{ id: number; sms_sent: boolean }>;
    expect(events.find((e) => e.id === dinner.id)!.sms_sent).toBe(true);

    const again = await api.post('/api/sms/send-timeline-reminders', { event_id: dinner.id }).expect(200);
    expect(again.body).toEqual(expect.objectContaining({ successful: 0, failed: 0, total: 0, sms_sent: true }));
    expect(await countRows(t, 'sms_message')).toBe(1);
  });

  it("speaks to the guests in the settings' form of address ('ihr' once the admin chose it)", async () => {
    await guests();
    await api.put('/api/admin/event-settings', { title: 'Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse', guest_address: 'ihr' }).expect(200);
    const apero = await event({ title: 'Apéro', timeline_type: 'inner_circle', location: 'Schlossgarten' });
    await api.post('/api/sms/send-timeline-reminders', { event_id: apero.id }).expect(200);
    const outbox = (await api.get('/api/sms/outbox')).body as Array<{ body: string }>;
    expect(outbox[0].body).toMatch(/^Hallo Anna! Erinnerung: Apéro um \d\d:\d\d Uhr \(in \d+ Tagen\), Ort: Schlossgarten\. Wir freuen uns auf euch!$/);
  });

  it('two reminders at the same moment still reach each guest once', async () => {
    await guests();
    await t.createGuest({ first_name: 'Fritz', mobile: '0791110000', guest_type: 'Apéro' });
    const apero = await event();
    const replies = await Promise.all([1, 2, 3].map(() => api.post('/api/sms/send-timeline-reminders', { event_id: apero.id })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const outbox = (await api.get('/api/sms/outbox')).body as Array<{ to: string }>;
    expect(outbox.map((m) => m.to).sort()).toEqual(['+41791110000', '+41791234567', '+491701234567']);
  });

  it('an event no guest sees has nobody to remind', async () => {
    await guests();
    const internal = await event({ visible_to: ['admin', 'organizer'] });
    expect((await api.post('/api/sms/send-timeline-reminders', { event_id: internal.id }).expect(400)).body.error).toBe(SMS_MESSAGES.noReminderRecipients);
    const events = (await api.get('/api/timeline/admin')).body as Array<{ id: number; sms_sent: boolean }>;
    expect(events.find((e) => e.id === internal.id)!.sms_sent).toBe(false);
  });
});

describe('Twilio’s webhooks without a Twilio account', () => {
  it('refuse every call: there is no token to check a signature with', async () => {
    const res = await t.http().post('/api/sms/twilio/status').type('form').send({ MessageSid: 'SM1', MessageStatus: 'delivered' }).expect(403);
    expect(res.body).toEqual({ error: SMS_MESSAGES.callbackForged, msg: SMS_MESSAGES.callbackForged });
    await t.http().post('/api/sms/twilio/incoming').type('form').send({ From: '+41791234567', Body: 'STOP' }).expect(403);
    expect(await countRows(t, 'sms_opt_out')).toBe(0);
  });
});
