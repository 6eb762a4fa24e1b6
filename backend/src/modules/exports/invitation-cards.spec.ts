import { EXPORT_MESSAGES, type InvitationCardsQuery } from '@hochzeit/contracts';
import { RequestContext } from '@mikro-orm/core';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { adminPdf } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { familyHeading, InvitationCards } from './invitation-cards.js';

/** The print pack's invitation cards: who gets one, their personal codes, and the A4 sheets of A6 cards. */
const t = useTestApp();
const api = adminApi(t);

async function seed() {
  const em = t.orm.em.fork();
  const family = em.create(GuestGroup, { name: 'Familie Müller' });
  await em.flush();
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Müller', guest_type: 'Inner Circle', group: family });
  const bernd = await t.createGuest({ first_name: 'Bernd', last_name: 'Müller', guest_type: 'Inner Circle', group: family });
  const clara = await t.createGuest({ first_name: 'Clara', last_name: 'Solo', guest_type: 'Apéro' });
  const dora = await t.createGuest({ first_name: 'Dora', last_name: '<b>Fett</b>', guest_type: 'Apéro' });
  const emil = await t.createGuest({ first_name: 'Emil', last_name: 'Extra', guest_type: 'Apéro' });
  return { anna, bernd, clara, dora, emil };
}

/** The cards the service picks, read as a request would (in a context of its own). */
const cardsFor = (query: InvitationCardsQuery) => RequestContext.create(t.orm.em, () => t.app.get(InvitationCards).cards(query));

async function pdf(path: string) {
  const { res, pages } = await adminPdf(t, path);
  return { pages, disposition: res.headers['content-disposition'] };
}

it('prints one card per guest, four to a sheet, with the event and each guest’s own sign-in code', async () => {
  const { anna, dora } = await seed();
  const { pages, disposition } = await pdf('/api/exports/invitation-cards');
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain('Anna Müller');
  expect(pages[0]).toContain('Unsere Hochzeit');
  expect(pages[0]).toContain('Samstag, 7. Juni 2025, 15:30 Uhr');
  expect(pages.join(' ')).toContain('Dora <b>Fett</b>');
  expect(disposition).toContain('filename="Einladungskarten-Alle-2025-06-07.pdf"');

  // The codes are the guests' own links (the admin list shows the same).
  const cards = await cardsFor({ audience: 'guests', type: 'all', per: 'guest' });
  const list = (await api.get('/api/admin/guests')).body as Array<{ id: number; login_url: string }>;
  const url = (id: number) => list.find((g) => g.id === id)!.login_url;
  expect(cards.find((c) => c.heading === 'Anna Müller')!.people).toEqual([{ name: 'Anna Müller', loginUrl: url(anna.id) }]);
  expect(url(dora.id)).toMatch(/^https:\/\/hochzeit\.test\/guest-login\?token=/);
});

it('prints a guest type, a selection, or one card per family with a code for each member', async () => {
  const { anna, clara, emil } = await seed();
  const inner = await pdf('/api/exports/invitation-cards?type=inner_circle');
  expect(inner.pages).toHaveLength(1);
  expect(inner.pages[0]).toContain('Bernd Müller');
  expect(inner.pages[0]).not.toContain('Clara');
  expect(inner.disposition).toContain('Einladungskarten-Inner-Circle-2025-06-07.pdf');

  const chosen = await pdf(`/api/exports/invitation-cards?ids=${clara.id},${emil.id}`);
  expect(chosen.pages[0]).toContain('Clara Solo');
  expect(chosen.pages[0]).toContain('Emil Extra');
  expect(chosen.pages[0]).not.toContain('Anna');
  expect(chosen.disposition).toContain('Einladungskarten-Alle-Auswahl-2025-06-07.pdf');

  const families = await cardsFor({ audience: 'guests', type: 'all', per: 'family' });
  expect(families.map((card) => card.heading)).toEqual(['Anna & Bernd Müller', 'Dora <b>Fett</b>', 'Emil Extra', 'Clara Solo']);
  expect(families[0].people.map((p) => p.name)).toEqual(['Anna Müller', 'Bernd Müller']);
  const printed = await pdf(`/api/exports/invitation-cards?per=family&ids=${anna.id}`);
  expect(printed.pages[0]).toContain('Anna Müller');
});

it('prints cards for service providers with their own sign-in codes', async () => {
  await t.createProvider({ company_name: 'Blumen Rosa', contact_name: 'Rosa Blum' });
  const { pages, disposition } = await pdf('/api/exports/invitation-cards?audience=service_providers');
  expect(pages[0]).toContain('Blumen Rosa');
  expect(pages[0]).toContain('IHR ZUGANG ZUM TAGESABLAUF');
  expect(disposition).toContain('Einladungskarten-Dienstleister-2025-06-07.pdf');
  const [card] = await cardsFor({ audience: 'service_providers', type: 'all', per: 'guest' });
  expect(card.people[0].loginUrl).toMatch(/^https:\/\/hochzeit\.test\/provider-login\?token=/);
});

it('refuses unknown choices and an empty selection with a German message', async () => {
  await seed();
  const cases: Array<[string, string]> = [
    ['audience=alle', EXPORT_MESSAGES.invitationAudienceUnknown],
    ['per=tisch', EXPORT_MESSAGES.invitationGroupingUnknown],
    ['type=vip', EXPORT_MESSAGES.guestListTypeUnknown],
    ['ids=1;2', EXPORT_MESSAGES.invitationIdsInvalid],
    ['ids=999', EXPORT_MESSAGES.invitationNobody],
    ['audience=service_providers', EXPORT_MESSAGES.invitationNobody],
  ];
  for (const [query, message] of cases) expect((await api.get(`/api/exports/invitation-cards?${query}`).expect(400)).body).toEqual({ msg: message });
  expect(await countRows(t, 'guest')).toBe(5);
});

it('names a family the way a card greets it', () => {
  expect(familyHeading([{ first_name: 'Anna', last_name: 'Meier' }, { first_name: 'Lukas', last_name: 'Meier' }, { first_name: 'Mia', last_name: 'Meier' }])).toBe('Anna, Lukas & Mia Meier');
  expect(familyHeading([{ first_name: 'Anna', last_name: 'Meier' }, { first_name: 'Tom', last_name: 'Keller' }])).toBe('Anna Meier & Tom Keller');
  expect(familyHeading([{ first_name: 'Solo', last_name: 'Gast' }])).toBe('Solo Gast');
});
