import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { AccessTokenReply, MediaItemJson } from '@hochzeit/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken, demoGuest, loginAsAdmin } from './support';

/** A small PNG of one random colour: every call gives new bytes, so no upload is taken for a duplicate. */
function uniquePng(size = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB
  const [r, g, b] = [randomInt(256), randomInt(256), randomInt(256)];
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function guestToken(request: APIRequestContext, firstName: string): Promise<string> {
  const guest = await demoGuest(request, firstName);
  const res = await request.post('/api/auth/guest-login', { data: { token: guest.login_token } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as AccessTokenReply).access_token;
}

/** The ids of the media a guest's gallery lists. */
async function galleryIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get('/api/media/gallery?limit=500', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as MediaItemJson[]).map((item) => item.id);
}

test('an admin shares a photo with a photo group: a guest outside the group no longer sees it', async ({ page, request }) => {
  const suffix = randomInt(1_000_000);
  const fileName = `e2e-gruppe-${suffix}.png`;
  const groupName = `E2E Trauzeugen ${suffix}`;

  // A photo uploaded by the admin is in no group yet: every guest sees it.
  const upload = await request.post('/api/media/admin/upload', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: { description: 'Für die Trauzeugen', folder: 'hochzeit', 'files[]': { name: fileName, mimeType: 'image/png', buffer: uniquePng() } },
  });
  expect(upload.status()).toBe(201);
  const [uploaded] = (await upload.json()) as MediaItemJson[];
  const member = await guestToken(request, 'Sophie');
  const outsider = await guestToken(request, 'Jonas');
  expect(await galleryIds(request, outsider)).toContain(uploaded.id);

  await loginAsAdmin(page);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Medienverwaltung', level: 1 })).toBeVisible();

  // A photo group with Sophie in it.
  await page.getByRole('tab', { name: 'Fotogruppen' }).click();
  const newGroup = page.getByRole('form', { name: 'Neue Fotogruppe erstellen' });
  await newGroup.getByLabel('Gruppenname').fill(groupName);
  await newGroup.getByRole('button', { name: 'Gruppe erstellen' }).click();
  await expect(newGroup.getByRole('status')).toHaveText(/Gruppe erstellt/);
  const group = page.getByRole('article', { name: `Fotogruppe ${groupName}` });
  await group.getByRole('checkbox', { name: 'Sophie Keller' }).check();
  await expect(group.getByText('Ungespeichert')).toBeVisible();
  await group.getByRole('button', { name: `Änderungen speichern: ${groupName}` }).click();
  await expect(group.getByText('Änderungen gespeichert')).toBeVisible();

  // The photo is shared with that group only.
  await page.getByRole('tab', { name: 'Medienverwaltung' }).click();
  const row = page.getByRole('row', { name: fileName });
  await expect(row.getByRole('img', { name: `Vorschau von ${fileName}` })).toBeVisible();
  await expect(row.getByText('Alle Gäste')).toBeVisible();
  await row.getByRole('button', { name: `Gruppen von ${fileName} bearbeiten` }).click();
  await row.getByRole('checkbox', { name: groupName }).check();
  await row.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(row.getByText('Gruppen aktualisiert')).toBeVisible();
  await expect(row.getByRole('list', { name: `Gruppen von ${fileName}` })).toHaveText(groupName);

  expect(await galleryIds(request, outsider)).not.toContain(uploaded.id);
  expect(await galleryIds(request, member)).toContain(uploaded.id);
  // Nor by the plain image address with the guest's own token.
  const image = await request.get(`/api/media/thumbnail/${uploaded.id}?width=300&format=webp`, { headers: { Authorization: `Bearer ${outsider}` } });
  expect(image.status()).toBe(404);
});

test("the 'Diashow' shows a guest's fresh upload within 10 seconds", async ({ page, request }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/media');
  await page.getByRole('button', { name: 'Diashow' }).click();
  await expect(page).toHaveURL(/\/admin\/media\/diashow$/);
  await expect(page.getByText('Teilt eure Fotos: QR-Code scannen')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code zur Hochzeits-Galerie' })).toBeVisible();

  const description = `E2E Wandfoto ${randomInt(1_000_000)}`;
  const upload = await request.post('/api/media/guest/upload', {
    headers: { Authorization: `Bearer ${await guestToken(request, 'Mia')}` },
    multipart: { description, 'files[]': { name: 'wand.png', mimeType: 'image/png', buffer: uniquePng() } },
  });
  expect(upload.status()).toBe(201);
  const [uploaded] = (await upload.json()) as MediaItemJson[];

  const shown = page.getByRole('img', { name: description });
  await expect(shown).toBeVisible({ timeout: 10_000 });
  // The wall's address is signed for the admin, not the guest's: same medium, 1200 px WebP.
  await expect(shown).toHaveAttribute('src', new RegExp(`/api/media/image/${uploaded.id}\\b.*\\?width=1200&format=webp$`));
});
