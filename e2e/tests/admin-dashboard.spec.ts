import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type AccessTokenReply, ADMIN_DASHBOARD_TEXTS as TEXTS, type AdminDashboardJson, type MediaItemJson } from '@hochzeit/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminGet, adminToken, loginAsAdmin } from './support';

/**
 * The admin dashboard (issue 37): after a demo guest answers and uploads a photo, every figure on
 * the page equals the API's counts (the RSVP overview, the media list, the dashboard's own reply),
 * each figure's link opens its page with the filter set, and the page neither scrolls sideways nor
 * has a serious or critical axe finding on a phone (390 px) or a laptop (1366 px). The answer, the
 * photo and the RSVP settings are put back at the end: the e2e server is shared by every spec.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** A tiny PNG of one random colour: each upload is another photo (never a duplicate). */
function uniquePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rgb = [randomInt(256), randomInt(256), randomInt(256)];
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function guestToken(request: APIRequestContext, loginToken: string): Promise<string> {
  const res = await request.post('/api/auth/guest-login', { data: { token: loginToken } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as AccessTokenReply).access_token;
}

/** The dashboard as the API answers it (the route is new: read untyped until the API types are generated). */
async function dashboardReply(request: APIRequestContext): Promise<AdminDashboardJson> {
  const res = await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** A figure's link inside a card: its accessible name is 'number label' (German digit grouping). */
const figure = (scope: Locator, label: string, value: number) => scope.getByRole('link', { name: `${value.toLocaleString('de-DE')} ${label}`, exact: true });

/** No sideways scrolling and no serious or critical axe finding at both widths. */
async function checkLayoutAndAxe(page: Page) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${size.width} px: die Seite darf nicht seitlich scrollen`).toBe(0);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const findings = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(findings, `${size.width} px`).toEqual([]);
  }
}

test('the dashboard’s figures equal the API’s counts after a guest answers and a photo is uploaded; each link opens its page with the filter set', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = await adminGet(request, '/api/admin/rsvp');
  const guest = before.guests.find((row) => row.status === 'open');
  if (!guest) throw new Error('Kein Demo-Gast ohne Antwort');
  const login = (await adminGet(request, '/api/admin/guests')).find((g) => g.id === guest.guest_id)!.login_token;
  let photoId: number | undefined;

  try {
    // Answers open whatever day the test runs.
    expect((await request.put('/api/admin/rsvp/settings', { headers: admin, data: { deadline: '2099-12-31' } })).ok()).toBeTruthy();
    await page.setViewportSize(WIDTHS[0]);
    await loginAsAdmin(page);
    const answers = page.getByRole('region', { name: TEXTS.answersTitle });
    await expect(figure(answers.getByRole('list').first(), TEXTS.open, before.summary.total.open)).toBeVisible();

    // The guest answers and uploads a photo.
    const token = { Authorization: `Bearer ${await guestToken(request, login)}` };
    const answer = { answers: [{ guest_id: guest.guest_id, attending: true }] };
    expect((await request.put('/api/guest/rsvp', { headers: token, data: answer })).ok()).toBeTruthy();
    const upload = await request.post('/api/media/guest/upload', { headers: token, multipart: { 'files[]': { name: `e2e-dashboard-${randomInt(1_000_000)}.png`, mimeType: 'image/png', buffer: uniquePng() } } });
    expect(upload.status()).toBe(201);
    photoId = ((await upload.json()) as MediaItemJson[])[0].id;

    // The page asks again on every visit; the server's kept reply was dropped by those writes.
    await page.reload();
    const [board, overview, media] = await Promise.all([dashboardReply(request), adminGet(request, '/api/admin/rsvp'), adminGet(request, '/api/media/admin/list')]);
    expect(overview.summary.total.yes).toBe(before.summary.total.yes + 1);
    expect({ yes: board.answers.yes, no: board.answers.no, open: board.answers.open }).toEqual(overview.summary.total);
    expect(board.photos.total).toBe(media.length);
    expect(board.photos.hidden).toBe(media.filter((item) => item.hidden).length);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: board.wedding.time_zone }).format(new Date());
    expect(board.photos.new_today).toBe(media.filter((item) => new Intl.DateTimeFormat('en-CA', { timeZone: board.wedding.time_zone }).format(new Date(item.uploaded_at)) === today).length);
    expect(board.photos.new_today).toBeGreaterThanOrEqual(1);

    // What the page shows is what the API counts.
    await expect(page.getByRole('link', { name: new RegExp(`^${TEXTS.daysUntil(board.wedding.days_until)} · `) })).toHaveAttribute('href', '/admin/settings');
    const overall = answers.getByRole('list').first();
    await expect(figure(overall, TEXTS.yes, overview.summary.total.yes)).toBeVisible();
    await expect(figure(overall, TEXTS.no, overview.summary.total.no)).toBeVisible();
    await expect(figure(overall, TEXTS.open, overview.summary.total.open)).toBeVisible();
    for (const type of overview.summary.by_guest_type) {
      await expect(figure(answers.getByRole('region', { name: type.guest_type }), TEXTS.yes, type.yes)).toBeVisible();
    }
    const photos = page.getByRole('region', { name: TEXTS.photosTitle });
    await expect(figure(photos, TEXTS.photosNewToday, board.photos.new_today)).toBeVisible();
    await expect(figure(photos, TEXTS.photosHidden, board.photos.hidden)).toBeVisible();
    await expect(figure(photos, TEXTS.photosTotal, board.photos.total)).toBeVisible();
    const meals = page.getByRole('region', { name: TEXTS.mealsTitle });
    for (const menu of board.meals.menus) await expect(figure(meals, menu.label, menu.count)).toBeVisible();
    const rooms = page.getByRole('region', { name: TEXTS.roomsTitle });
    await expect(figure(rooms, TEXTS.innerCircleWithoutRoom, board.rooms.inner_circle_without_room)).toBeVisible();
    const messages = page.getByRole('region', { name: TEXTS.messagesTitle });
    await expect(figure(messages, TEXTS.invitationsNotSent, board.invitations.not_sent)).toBeVisible();

    await checkLayoutAndAxe(page);

    // 'Offen' opens the RSVP overview filtered to the open answers.
    await page.setViewportSize(WIDTHS[0]);
    await figure(overall, TEXTS.open, overview.summary.total.open).click();
    await expect(page).toHaveURL(/\/admin\/rsvp\?status=open$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rückmeldungen' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('open');
    await expect(page.getByRole('region', { name: /^Gäste \(/ })).toHaveAccessibleName(`Gäste (${overview.summary.total.open})`);

    // A guest type's 'Zugesagt' sets both filters.
    await page.goBack();
    const type = overview.summary.by_guest_type[0];
    await figure(answers.getByRole('region', { name: type.guest_type }), TEXTS.yes, type.yes).click();
    await expect(page).toHaveURL(new RegExp(`/admin/rsvp\\?status=yes&guest_type=${encodeURIComponent(type.guest_type)}$`));
    await expect(page.getByLabel('Status')).toHaveValue('yes');
    await expect(page.getByLabel('Gasttyp')).toHaveValue(type.guest_type);
    await expect(page.getByRole('region', { name: /^Gäste \(/ })).toHaveAccessibleName(`Gäste (${type.yes})`);

    // The other cards lead to their pages.
    for (const [region, label, value, path, heading] of [
      [TEXTS.photosTitle, TEXTS.photosTotal, board.photos.total, '/admin/media', 'Medienverwaltung'],
      [TEXTS.messagesTitle, TEXTS.messagesFailed, board.messages.failed, '/admin/sms?state=failed', 'SMS-Verwaltung'],
      [TEXTS.roomsTitle, TEXTS.bedsFree, board.rooms.beds_free, '/admin/rooms', 'Zimmerverwaltung'],
      [TEXTS.mealsTitle, TEXTS.withAllergies, board.meals.with_allergies, '/admin/kitchen-list', 'Küchenliste'],
    ] as const) {
      await page.goBack();
      await figure(page.getByRole('region', { name: region }), label, value).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    // Today's uploads open the media list narrowed to them: the guest's photo is there.
    await page.goBack();
    await figure(page.getByRole('region', { name: TEXTS.photosTitle }), TEXTS.photosNewToday, board.photos.new_today).click();
    await expect(page).toHaveURL(/\/admin\/media\?view=new_today$/);
    await expect(page.getByLabel('Anzeigen')).toHaveValue('new_today');
    const uploaded = media.find((item) => item.id === photoId)!;
    await expect(page.getByText(uploaded.filename).first()).toBeVisible();
  } finally {
    await request.delete(`/api/admin/rsvp/${guest.guest_id}`, { headers: admin });
    if (photoId !== undefined) await request.delete(`/api/media/admin/${photoId}`, { headers: admin });
    await request.put('/api/admin/rsvp/settings', { headers: admin, data: { deadline: before.settings.deadline } });
  }
});
