import { calendarDayIn, RSVP_MESSAGES } from '@hochzeit/contracts';
import { jest } from '@jest/globals';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { binary } from '../../../test/http.js';
import { pdfPages } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import type { Guest } from '../guests/guest.entity.js';

const t = useTestApp();
const api = adminApi(t);

const ZONE = 'Europe/Zurich';
const day = (offsetDays: number) => calendarDayIn(new Date(Date.now() + offsetDays * 86_400_000), ZONE);

interface Family {
  anna: Guest;
  lukas: Guest;
  mia: Guest;
  solo: Guest;
  meat: number;
  veggie: number;
  kids: number;
  groupId: number;
}

/** Family Meier (Anna, Lukas with a plus-one allowed), Mia in another group, Solo without a group; two choosable menus and one that is not. */
async function family(): Promise<Family> {
  const em = t.orm.em.fork();
  const meier = em.create(GuestGroup, { name: 'Familie Meier' });
  const huber = em.create(GuestGroup, { name: 'Familie Huber' });
  await em.flush();
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', group: meier.id as never, mobile: '079 111 11 11' });
  const lukas = await t.createGuest({ first_name: 'Lukas', last_name: 'Meier', guest_type: 'Inner Circle', group: meier.id as never, companion_allowed: true, mobile: '079 222 22 22' });
  const mia = await t.createGuest({ first_name: 'Mia', last_name: 'Huber', guest_type: 'Apéro', group: huber.id as never, mobile: '079 333 33 33' });
  const solo = await t.createGuest({ first_name: 'Solo', last_name: 'Allein', guest_type: 'Apéro' });
  const menu = async (type: string, cls: string, choosable: boolean) => (await api.post('/api/admin/menus', { type, class: cls, choosable }).expect(201)).body.id as number;
  return {
    anna,
    lukas,
    mia,
    solo,
    meat: await menu('Menü 1', 'Fleisch', true),
    veggie: await menu('Menü 2', 'Vegetarisch', true),
    kids: await menu('Menü 3', 'Kinder', false),
    groupId: meier.id,
  };
}

const asGuest = (guest: Guest) => t.auth('guest', guest.id);
const getRsvp = (guest: Guest) => t.http().get('/api/guest/rsvp').set(asGuest(guest));
const putRsvp = (guest: Guest, answers: object[]) => t.http().put('/api/guest/rsvp').set(asGuest(guest)).send({ answers, allergy_consent: true });
const settings = (body: object) => api.put('/api/admin/rsvp/settings', body).expect(200);
const answerRows = () => t.orm.em.getConnection().execute('select * from rsvp_answer order by guest_id');

describe('the guest’s page', () => {
  it('shows the questions, the deadline, only the choosable menus, and the guest first with their group', async () => {
    const f = await family();
    const { body } = await getRsvp(f.lukas).expect(200);
    expect(body.settings).toEqual({ deadline: null, ask_menu: true, ask_allergies: true, ask_song_wish: true, ask_message: true, time_zone: ZONE, open: true });
    expect(body.menus.map((m: { id: number; choosable: boolean }) => [m.id, m.choosable])).toEqual([
      [f.meat, true],
      [f.veggie, true],
    ]);
    expect(body.members).toEqual([
      { guest_id: f.lukas.id, first_name: 'Lukas', last_name: 'Meier', is_self: true, companion_allowed: true, menu_id: null, allergies: [], allergy_consent_at: null, answer: null },
      { guest_id: f.anna.id, first_name: 'Anna', last_name: 'Meier', is_self: false, companion_allowed: false, menu_id: null, allergies: [], allergy_consent_at: null, answer: null },
    ]);
    // A guest without a group answers only for themself.
    expect((await getRsvp(f.solo).expect(200)).body.members.map((m: { guest_id: number }) => m.guest_id)).toEqual([f.solo.id]);
  });

  it('answers for the whole family at once, shows what was answered, and changes it until the deadline', async () => {
    const f = await family();
    const { body } = await putRsvp(f.anna, [
      { guest_id: f.anna.id, attending: true, menu_id: f.veggie, allergies: [' Nüsse ', '', 'Laktose'], song_wish: '  Dancing Queen ', message: 'Wir freuen uns!' },
      { guest_id: f.lukas.id, attending: true, menu_id: f.meat, companion_name: 'Tom Keller' },
    ]).expect(200);
    const [anna, lukas] = body.members;
    expect(anna.answer).toEqual({
      attending: true,
      menu_id: f.veggie,
      allergies: ['Nüsse', 'Laktose'],
      song_wish: 'Dancing Queen',
      message: 'Wir freuen uns!',
      companion_name: null,
      companion_menu_id: null,
      companion_allergies: [],
      answered_at: expect.any(String),
      answered_by: 'guest',
      answered_by_name: 'Anna Meier',
    });
    expect(lukas.answer).toMatchObject({ attending: true, menu_id: f.meat, companion_name: 'Tom Keller', answered_by_name: 'Anna Meier' });
    // Lukas sees what Anna answered for him.
    expect((await getRsvp(f.lukas).expect(200)).body.members[0].answer).toMatchObject({ attending: true, companion_name: 'Tom Keller' });

    // Lukas changes his mind: declining clears song wish and companion and keeps the message; his guest
    // record keeps the menu he chose before (not the allergy sent with the 'no').
    const changed = await putRsvp(f.lukas, [{ guest_id: f.lukas.id, attending: false, menu_id: f.veggie, allergies: ['Gluten'], song_wish: 'x', companion_name: 'Tom', message: 'Leider verhindert' }]).expect(200);
    expect(changed.body.members[0].answer).toMatchObject({ attending: false, menu_id: f.meat, allergies: [], song_wish: null, companion_name: null, companion_menu_id: null, message: 'Leider verhindert', answered_by_name: 'Lukas Meier' });
    expect(await countRows(t, 'rsvp_answer')).toBe(2);
  });

  it('shows the answer on the dashboard card with the deadline', async () => {
    const f = await family();
    await settings({ deadline: day(10) });
    const before = await t.http().get('/api/guest/dashboard').set(asGuest(f.anna)).expect(200);
    expect(before.body.rsvp).toEqual({ deadline: day(10), open: true, answered: false });
    await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: true }]).expect(200);
    expect((await t.http().get('/api/guest/dashboard').set(asGuest(f.anna)).expect(200)).body.rsvp.answered).toBe(true);
  });

  it("reads the settings once for every guest's card, and again when they change", async () => {
    const f = await family();
    await settings({ deadline: day(10) });
    const connection = t.orm.em.getConnection();
    const settingsRead = async (guests: Guest[]) => {
      const spy = jest.spyOn(connection, 'execute');
      try {
        for (const guest of guests) await t.http().get('/api/guest/dashboard').set(asGuest(guest)).expect(200);
        return spy.mock.calls.filter(([sql]) => /from "rsvp_settings"/.test(String(sql))).length;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await settingsRead([f.anna, f.lukas, f.mia, f.solo])).toBe(1);
    await settings({ deadline: day(-1) });
    expect(await settingsRead([f.anna, f.lukas])).toBe(1);
    expect((await t.http().get('/api/guest/dashboard').set(asGuest(f.mia)).expect(200)).body.rsvp).toEqual({ deadline: day(-1), open: false, answered: false });
  });
});

describe('refusals: a German msg, and nothing stored', () => {
  it('refuses anyone outside the guest’s own group with 403, even beside a valid answer', async () => {
    const f = await family();
    const res = await putRsvp(f.anna, [
      { guest_id: f.anna.id, attending: true },
      { guest_id: f.mia.id, attending: false },
    ]).expect(403);
    expect(res.body.msg).toBe(RSVP_MESSAGES.notInGroup);
    const solo = await putRsvp(f.solo, [{ guest_id: f.anna.id, attending: true }]).expect(403);
    expect(solo.body.msg).toBe(RSVP_MESSAGES.notInGroup);
    // An id that belongs to nobody is outside the group too.
    expect((await putRsvp(f.anna, [{ guest_id: 999999, attending: true }]).expect(403)).body.msg).toBe(RSVP_MESSAGES.notInGroup);
    expect(await countRows(t, 'rsvp_answer')).toBe(0);
  });

  it('takes answers through the end of the deadline’s day and refuses them afterwards with 403 (admins may still edit)', async () => {
    const f = await family();
    await settings({ deadline: day(0) });
    await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: true, message: 'Erste Antwort' }]).expect(200);

    await settings({ deadline: day(-1) });
    const { body } = await getRsvp(f.anna).expect(200);
    expect(body.settings).toMatchObject({ deadline: day(-1), open: false });
    expect(body.members[0].answer).toMatchObject({ attending: true, message: 'Erste Antwort' });
    const late = await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: false }]).expect(403);
    expect(late.body.msg).toBe(RSVP_MESSAGES.deadlinePassed);
    expect((await putRsvp(f.anna, [{ guest_id: f.lukas.id, attending: true }]).expect(403)).body.msg).toBe(RSVP_MESSAGES.deadlinePassed);
    expect(await answerRows()).toEqual([expect.objectContaining({ guest_id: f.anna.id, attending: true, message: 'Erste Antwort' })]);

    const admin = await api.put(`/api/admin/rsvp/${f.anna.id}`, { attending: false, message: 'Telefonisch abgesagt' }).expect(200);
    expect(admin.body).toMatchObject({ guest_id: f.anna.id, status: 'no', answer: { attending: false, answered_by: 'admin', answered_by_name: null, message: 'Telefonisch abgesagt' } });
  });

  it('refuses a menu that is not choosable (or unknown) with 400', async () => {
    const f = await family();
    for (const menu_id of [f.kids, 999999]) {
      const res = await putRsvp(f.anna, [
        { guest_id: f.lukas.id, attending: true, menu_id: f.meat },
        { guest_id: f.anna.id, attending: true, menu_id },
      ]).expect(400);
      expect(res.body.msg).toBe(RSVP_MESSAGES.menuNotChoosable);
    }
    expect(await countRows(t, 'rsvp_answer')).toBe(0);
  });

  it('takes a companion only where an admin allowed one', async () => {
    const f = await family();
    const res = await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: true, companion_name: 'Max' }]).expect(400);
    expect(res.body.msg).toBe(RSVP_MESSAGES.companionNotAllowed);
    expect(await countRows(t, 'rsvp_answer')).toBe(0);
    // The admin allows Anna a plus-one (guest edit), and her companion's name is taken.
    await api.put(`/api/admin/guests/${f.anna.id}`, { companion_allowed: true }).expect(200);
    expect((await api.get('/api/admin/guests').expect(200)).body.find((g: { id: number }) => g.id === f.anna.id).companion_allowed).toBe(true);
    const ok = await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: true, companion_name: '  Max Muster ' }]).expect(200);
    expect(ok.body.members[0]).toMatchObject({ companion_allowed: true, answer: { companion_name: 'Max Muster' } });
  });

  it('refuses answers to questions that are not asked, and offers no menus then', async () => {
    const f = await family();
    await settings({ ask_menu: false, ask_song_wish: false, ask_allergies: false, ask_message: false });
    expect((await getRsvp(f.anna).expect(200)).body.menus).toEqual([]);
    const cases: Array<[object, string]> = [
      [{ menu_id: f.meat }, RSVP_MESSAGES.questionNotAsked('Menüwahl')],
      [{ song_wish: 'Dancing Queen' }, RSVP_MESSAGES.questionNotAsked('Musikwunsch')],
      [{ allergies: ['Nüsse'] }, RSVP_MESSAGES.questionNotAsked('Allergien und Ernährung')],
      [{ message: 'Hallo' }, RSVP_MESSAGES.questionNotAsked('Nachricht an das Brautpaar')],
    ];
    for (const [fields, msg] of cases) {
      const res = await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: true, ...fields }]).expect(400);
      expect(res.body.msg).toBe(msg);
    }
    // Empty values of unasked questions are fine: attendance alone is always asked.
    await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: true, song_wish: '', allergies: [], menu_id: null }]).expect(200);
    expect(await countRows(t, 'rsvp_answer')).toBe(1);
  });

  it.each([
    ['no answers', { answers: [] }, RSVP_MESSAGES.answersRequired],
    ['no body', {}, RSVP_MESSAGES.answersRequired],
    ['a guest id that is no number', { answers: [{ guest_id: 'GUEST', attending: true }] }, RSVP_MESSAGES.guestIdInvalid],
    ['no attendance', { answers: [{ guest_id: 'SELF' }] }, RSVP_MESSAGES.attendingRequired],
    ['attendance as text', { answers: [{ guest_id: 'SELF', attending: 'ja' }] }, RSVP_MESSAGES.attendingRequired],
    ['the same person twice', { answers: [{ guest_id: 'SELF', attending: true }, { guest_id: 'SELF', attending: false }] }, RSVP_MESSAGES.duplicateGuest],
    ['allergies as text', { answers: [{ guest_id: 'SELF', attending: true, allergies: 'Nüsse' }] }, 'answers.allergies muss eine Liste sein'],
    ['31 allergies', { answers: [{ guest_id: 'SELF', attending: true, allergies: Array(31).fill('x') }] }, 'answers.allergies hat zu viele Einträge'],
    ['a song wish of 301 characters', { answers: [{ guest_id: 'SELF', attending: true, song_wish: 'x'.repeat(301) }] }, RSVP_MESSAGES.songWishTooLong],
    ['a message of 2001 characters', { answers: [{ guest_id: 'SELF', attending: true, message: 'x'.repeat(2001) }] }, RSVP_MESSAGES.messageTooLong],
    ['a companion name of 201 characters', { answers: [{ guest_id: 'SELF', attending: true, companion_name: 'x'.repeat(201) }] }, RSVP_MESSAGES.companionNameTooLong],
    ['a menu id that is no integer', { answers: [{ guest_id: 'SELF', attending: true, menu_id: 1.5 }] }, RSVP_MESSAGES.menuIdInvalid],
    ['a NUL character', { answers: [{ guest_id: 'SELF', attending: true, message: 'a\u0000b' }] }, expect.stringContaining('answers')],
  ])('refuses %s with 400', async (_label, body, msg) => {
    const f = await family();
    const resolved = JSON.parse(JSON.stringify(body).replaceAll('"SELF"', String(f.anna.id)).replaceAll('"GUEST"', '"x"'));
    const res = await t.http().put('/api/guest/rsvp').set(asGuest(f.anna)).send({ ...resolved, allergy_consent: true }).expect(400);
    expect(res.body.msg).toEqual(msg);
    expect(await countRows(t, 'rsvp_answer')).toBe(0);
  });

  it('refuses a bad deadline and keeps the settings', async () => {
    await settings({ deadline: '2025-05-15' });
    for (const deadline of ['15.05.2025', '2025-02-30', 12]) {
      const res = await api.put('/api/admin/rsvp/settings', { deadline }).expect(400);
      expect(res.body.msg).toBe(RSVP_MESSAGES.deadlineInvalid);
    }
    expect((await api.get('/api/admin/rsvp/settings').expect(200)).body).toMatchObject({ deadline: '2025-05-15', open: expect.any(Boolean) });
    expect((await settings({ deadline: null })).body).toMatchObject({ deadline: null, open: true });
  });
});

describe('the admin overview', () => {
  async function answered(f: Family) {
    await putRsvp(f.anna, [
      { guest_id: f.anna.id, attending: true, menu_id: f.veggie, allergies: ['Nüsse'] },
      { guest_id: f.lukas.id, attending: true, menu_id: f.meat, companion_name: 'Tom' },
    ]).expect(200);
    await putRsvp(f.mia, [{ guest_id: f.mia.id, attending: false }]).expect(200);
  }

  it('counts yes / no / open per guest type and group, the menus chosen and the allergies', async () => {
    const f = await family();
    await answered(f);
    const { body } = await api.get('/api/admin/rsvp').expect(200);
    expect(body.guests.map((g: { first_name: string; status: string }) => `${g.first_name}:${g.status}`)).toEqual(['Mia:no', 'Anna:yes', 'Lukas:yes', 'Solo:open']);
    expect(body.groups).toEqual([
      { id: expect.any(Number), name: 'Familie Huber' },
      { id: f.groupId, name: 'Familie Meier' },
    ]);
    expect(body.summary).toEqual({
      total: { yes: 2, no: 1, open: 1 },
      companions: 1,
      by_guest_type: [
        { guest_type: 'Apéro', yes: 0, no: 1, open: 1 },
        { guest_type: 'Inner Circle', yes: 2, no: 0, open: 0 },
      ],
      by_group: [
        { group_id: expect.any(Number), group_name: 'Familie Huber', yes: 0, no: 1, open: 0 },
        { group_id: f.groupId, group_name: 'Familie Meier', yes: 2, no: 0, open: 0 },
        { group_id: null, group_name: null, yes: 0, no: 0, open: 1 },
      ],
      // Lukas's companion Tom eats too, without a menu chosen.
      menus: [
        { menu_id: f.meat, label: 'Fleisch', count: 1 },
        { menu_id: f.veggie, label: 'Vegetarisch', count: 1 },
        { menu_id: null, label: 'Ohne Menüwahl', count: 1 },
      ],
      allergies: [{ guest_id: f.anna.id, name: 'Anna Meier', allergies: ['Nüsse'], companion: false }],
    });
    expect(body.menus.map((m: { choosable: boolean }) => m.choosable)).toEqual([true, true, false]);
  });

  it('filters by status, guest type and group', async () => {
    const f = await family();
    await answered(f);
    const names = async (query: string) => (await api.get(`/api/admin/rsvp?${query}`).expect(200)).body.guests.map((g: { first_name: string }) => g.first_name);
    expect(await names('status=open')).toEqual(['Solo']);
    expect(await names('status=yes&guest_type=Inner%20Circle')).toEqual(['Anna', 'Lukas']);
    expect(await names(`group_id=${f.groupId}`)).toEqual(['Anna', 'Lukas']);
    expect((await api.get('/api/admin/rsvp?status=no').expect(200)).body.summary.total).toEqual({ yes: 0, no: 1, open: 0 });
    expect((await api.get('/api/admin/rsvp?status=vielleicht').expect(400)).body.msg).toBe(RSVP_MESSAGES.statusUnknown);
    expect((await api.get('/api/admin/rsvp?guest_type=VIP').expect(400)).body.msg).toBe(RSVP_MESSAGES.guestTypeUnknown);
    expect((await api.get('/api/admin/rsvp?group_id=abc').expect(400)).body.msg).toBe(RSVP_MESSAGES.groupInvalid);
  });

  it('lets an admin edit any answer (any existing menu), and reset it to open', async () => {
    const f = await family();
    const { body } = await api.put(`/api/admin/rsvp/${f.solo.id}`, { attending: true, menu_id: f.kids, allergies: ['Ei'] }).expect(200);
    expect(body).toMatchObject({ guest_id: f.solo.id, status: 'yes', answer: { menu_id: f.kids, allergies: ['Ei'], answered_by: 'admin' } });
    // The guest sees it.
    expect((await getRsvp(f.solo).expect(200)).body.members[0].answer).toMatchObject({ attending: true, answered_by: 'admin' });

    expect((await api.put(`/api/admin/rsvp/${f.solo.id}`, { attending: true, companion_name: 'Max' }).expect(400)).body.msg).toBe(RSVP_MESSAGES.companionNotAllowed);
    expect((await api.put(`/api/admin/rsvp/${f.solo.id}`, { attending: true, menu_id: 999999 }).expect(400)).body.msg).toBe('Menü existiert nicht');
    expect((await api.put(`/api/admin/rsvp/${f.solo.id}`, { menu_id: f.meat }).expect(400)).body.msg).toBe(RSVP_MESSAGES.attendingRequired);
    expect((await api.put('/api/admin/rsvp/999999', { attending: true }).expect(404)).body.msg).toBe(RSVP_MESSAGES.guestNotFound);
    expect(await answerRows()).toEqual([expect.objectContaining({ guest_id: f.solo.id, companion_name: null })]);
    expect(await t.orm.em.getConnection().execute('select menu_id, allergies from guest where id = ?', [f.solo.id])).toEqual([{ menu_id: f.kids, allergies: ['Ei'] }]);

    await api.delete(`/api/admin/rsvp/${f.solo.id}`).expect(200);
    expect(await countRows(t, 'rsvp_answer')).toBe(0);
    expect((await api.delete('/api/admin/rsvp/999999').expect(404)).body.msg).toBe(RSVP_MESSAGES.guestNotFound);
  });

  it('keeps answers apart from deleted menus and guests', async () => {
    const f = await family();
    await answered(f);
    await api.delete(`/api/admin/menus/${f.meat}`).expect(200);
    const lukas = (await api.get('/api/admin/rsvp').expect(200)).body.guests.find((g: { guest_id: number }) => g.guest_id === f.lukas.id);
    expect(lukas.answer.menu_id).toBeNull();
    await api.delete(`/api/admin/guests/${f.mia.id}`).expect(200);
    expect(await countRows(t, 'rsvp_answer')).toBe(2);
  });

  it('exports the overview as CSV (filtered alike) and as PDF', async () => {
    const f = await family();
    await answered(f);
    const csv = async (query: string) => {
      const res = await api.get(`/api/exports/rsvp?${query}`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return (res.body as Buffer).toString('utf8').slice(1).trim().split(/\r?\n/).map((line) => line.split(';'));
    };
    const rows = await csv('format=csv');
    expect(rows[0]).toEqual(['Vorname', 'Nachname', 'Gasttyp', 'Familie/Gruppe', 'Antwort', 'Menü', 'Allergien', 'Begleitung', 'Menü Begleitung', 'Allergien Begleitung', 'Musikwunsch', 'Nachricht', 'Beantwortet am', 'Beantwortet von']);
    expect(rows.slice(1).map((r) => r.slice(0, 8))).toEqual([
      ['Mia', 'Huber', 'Apéro', 'Familie Huber', 'Abgesagt', '', '', ''],
      ['Anna', 'Meier', 'Inner Circle', 'Familie Meier', 'Zugesagt', 'Vegetarisch', 'Nüsse', ''],
      ['Lukas', 'Meier', 'Inner Circle', 'Familie Meier', 'Zugesagt', 'Fleisch', '', 'Tom'],
      ['Solo', 'Allein', 'Apéro', '', 'Noch offen', '', '', ''],
    ]);
    expect(rows[2][13]).toBe('Anna Meier');
    expect((await csv('format=csv&status=open')).slice(1).map((r) => r[0])).toEqual(['Solo']);
    expect((await api.get('/api/exports/rsvp?format=xls').expect(400)).body.msg).toBe('Unbekanntes Format (erlaubt: pdf, csv, xlsx)');

    const pdf = await api.get('/api/exports/rsvp?format=pdf&status=yes').buffer(true).parse(binary);
    if (pdf.status === 503) return; // no Chromium on this machine
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(pdf.body as Buffer)).join('\n');
    expect(text).toContain('Rückmeldungen');
    expect(text).toContain('Fleisch');
    expect(text).not.toContain('Huber');
  });
});

describe('SMS to guests without an answer', () => {
  it('offers "Noch ohne Antwort" as recipients, resolved when previewing and sending', async () => {
    const f = await family();
    await putRsvp(f.anna, [{ guest_id: f.anna.id, attending: true }]).expect(200);
    const numbers = (await api.get('/api/sms/guest-numbers').expect(200)).body.guests;
    expect(numbers.map((g: { first_name: string; rsvp_open: boolean }) => [g.first_name, g.rsvp_open])).toEqual([
      ['Mia', true],
      ['Anna', false],
      ['Lukas', true],
    ]);
    const preview = await api.post('/api/sms/preview-personalized', { message: 'Hallo {vorname}, bitte antworten!', unanswered: true }).expect(200);
    expect(preview.body.total_recipients).toBe(2);
    expect(preview.body.previews.map((p: { personalized_message: string }) => p.personalized_message)).toEqual(['Hallo Mia, bitte antworten!', 'Hallo Lukas, bitte antworten!']);

    // Lukas answers before the send: he is left out.
    await putRsvp(f.lukas, [{ guest_id: f.lukas.id, attending: false }]).expect(200);
    const sent = await api.post('/api/sms/send-to-unanswered', { message: 'Bitte antworten' }).expect(200);
    expect(sent.body).toMatchObject({ total: 1, channel: 'outbox' });
    const messages = await t.orm.em.getConnection().execute('select guest_id from sms_message');
    expect(messages.map((m: { guest_id: number }) => m.guest_id)).toEqual([f.mia.id]);
    expect((await t.orm.em.getConnection().execute('select kind from sms_batch'))[0].kind).toBe('unanswered');

    await putRsvp(f.mia, [{ guest_id: f.mia.id, attending: true }]).expect(200);
    const none = await api.post('/api/sms/send-to-unanswered', { message: 'Bitte antworten' }).expect(400);
    expect(none.body.msg).toBe('Keine Gäste mit Handynummer für diese Auswahl');
    expect(await countRows(t, 'sms_batch')).toBe(1);
  });
});
