import { COVER_MISSING, COVER_WRONG_TYPE, ONLY_HTTP_URLS, STORY_IMAGE_PATH } from '@hochzeit/contracts';
import sharp from 'sharp';
import { adminApi } from '../../../test/fixtures.js';
import { getBytes } from '../../../test/http.js';
import { photo } from '../../../test/media.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

const heading = { id: 'h1', type: 'heading', position: 0, content: { text: 'Wie alles begann', level: 2 } };
const columns = {
  id: 'c1',
  type: 'columns',
  position: 1,
  content: {
    columnCount: 2,
    columns: [
      { id: 'col-1', blocks: [{ id: 's1', type: 'text', content: { text: 'Links' } }] },
      { id: 'col-2', blocks: [{ id: 's2', type: 'heading', content: { text: 'Rechts', level: 4 } }, { id: 's3', type: 'link', content: { url: 'https://example.ch', linkText: 'Mehr' } }] },
    ],
  },
};
const quote = { id: 'q1', type: 'quote', position: 2, content: { quote: 'Ja!', author: 'Anna' } };

it('starts empty and unpublished; guests get 404 until it is published', async () => {
  expect((await api.get('/api/story/admin').expect(200)).body).toEqual({ title: 'Unsere Geschichte', blocks: [], is_published: false });
  const guest = await t.createGuest();
  const res = await t.http().get('/api/story/guest').set(t.auth('guest', guest.id)).expect(404);
  expect(res.body.msg).toBe('Die Hochzeits-Story ist noch nicht verfügbar.');
});

it('saves a block tree, publishes it, and guests read it; hiding takes it away again', async () => {
  const guest = await t.createGuest();
  const saved = await api.put('/api/story/admin', { title: 'Anna & Marco', blocks: [heading, columns, quote], is_published: false }).expect(200);
  expect(saved.body.blocks).toHaveLength(3);
  expect((await api.post('/api/story/admin/publish', { is_published: true }).expect(200)).body.is_published).toBe(true);
  const read = await t.http().get('/api/story/guest').set(t.auth('guest', guest.id)).expect(200);
  expect(read.body.title).toBe('Anna & Marco');
  expect(read.body.blocks[1].content.columns[1].blocks[1].content.url).toBe('https://example.ch');
  await api.post('/api/story/admin/publish', { is_published: false }).expect(200);
  await t.http().get('/api/story/guest').set(t.auth('guest', guest.id)).expect(404);
});

it.each([
  ['an unknown block type', [{ id: 'x', type: 'script', content: { code: 'alert(1)' } }], 'Unbekannter Block-Typ (Block 1)'],
  ['a javascript: link', [{ id: 'l', type: 'link', content: { url: 'javascript:alert(1)', linkText: 'Klick' } }], 'Nur http(s)-Adressen sind erlaubt (Block 1)'],
  ['a data: image', [{ id: 'i', type: 'image', content: { imageUrl: 'data:image/png;base64,AAAA', caption: '' } }], 'Nur http(s)-Adressen sind erlaubt (Block 1)'],
  ['five columns', [{ ...columns, content: { columnCount: 5, columns: [] } }], 'Spalten: 2 bis 4 (Block 1)'],
  ['columns that do not match their count', [{ ...columns, content: { ...columns.content, columnCount: 3 } }], 'Die Spalten passen nicht zur Spaltenanzahl (Block 1)'],
  ['a quote inside columns', [{ ...columns, content: { columnCount: 2, columns: [{ id: 'col-1', blocks: [quote] }, { id: 'col-2', blocks: [] }] } }], 'In Spalten sind nur Überschrift, Text, Bild und Link erlaubt (Block 1)'],
  ['a level-4 heading at top level', [{ ...heading, content: { text: 'X', level: 4 } }], 'Überschriften-Ebene 1 bis 3 (Block 1)'],
  ['a level-1 heading inside columns', [{ ...columns, content: { columnCount: 2, columns: [{ id: 'col-1', blocks: [{ id: 's', type: 'heading', content: { text: 'X', level: 1 } }] }, { id: 'col-2', blocks: [] }] } }], 'Überschriften-Ebene 2 bis 4 (Block 1)'],
  ['an unknown divider style', [{ id: 'd', type: 'divider', content: { style: 'zickzack' } }], 'Trenner: line, dots oder ornament (Block 1)'],
])('refuses %s and stores nothing', async (_case, blocks, msg) => {
  await api.put('/api/story/admin', { title: 'Vorher', blocks: [heading], is_published: true }).expect(200);
  const res = await api.put('/api/story/admin', { title: 'Nachher', blocks, is_published: true }).expect(400);
  expect(res.body.msg).toBe(msg);
  expect((await api.get('/api/story/admin')).body).toMatchObject({ title: 'Vorher', blocks: [heading] });
});

it('strips unknown fields inside blocks', async () => {
  const res = await api.put('/api/story/admin', { title: 'T', blocks: [{ ...quote, content: { ...quote.content, onclick: 'x' }, html: '<b>' }] }).expect(200);
  expect(res.body.blocks[0]).toEqual({ id: 'q1', type: 'quote', position: 2, content: { quote: 'Ja!', author: 'Anna' } });
});

it('refuses a story without a title or with a non-boolean publish flag, changing nothing', async () => {
  await api.put('/api/story/admin', { title: 'Vorher', blocks: [heading] }).expect(200);
  expect((await api.put('/api/story/admin', { title: '   ', blocks: [] }).expect(400)).body.msg).toBe('Bitte geben Sie einen Titel ein');
  expect((await api.put('/api/story/admin', { title: 'x'.repeat(201), blocks: [] }).expect(400)).body.msg).toBe('Der Titel ist zu lang (max. 200 Zeichen)');
  expect((await api.post('/api/story/admin/publish', { is_published: 'ja' }).expect(400)).body.msg).toBe('is_published muss wahr oder falsch sein');
  expect((await api.get('/api/story/admin')).body).toEqual({ title: 'Vorher', blocks: [heading], is_published: false });
});

it('names the block a problem is in, counted from 1, and fills the defaults of optional fields', async () => {
  const link = { id: 'l', type: 'link', content: { url: 'ftp://example.ch', linkText: 'Mehr' } };
  expect((await api.put('/api/story/admin', { title: 'T', blocks: [heading, quote, link] }).expect(400)).body.msg).toBe('Nur http(s)-Adressen sind erlaubt (Block 3)');
  const saved = await api.put('/api/story/admin', { title: 'T', blocks: [{ id: 'i', type: 'image', content: { imageUrl: ' https://example.ch/a.jpg ' } }] }).expect(200);
  expect(saved.body.blocks[0].content).toEqual({ imageUrl: 'https://example.ch/a.jpg', caption: '' });
});

it('replaces the whole block tree on save, keeping nothing of the previous blocks', async () => {
  await api.put('/api/story/admin', { title: 'T', blocks: [heading, columns, quote] }).expect(200);
  const divider = { id: 'h1', type: 'divider', position: 0, content: { style: 'dots' } };
  await api.put('/api/story/admin', { title: 'T', blocks: [divider] }).expect(200);
  expect((await api.get('/api/story/admin')).body.blocks).toEqual([divider]);
});

describe('photos for image blocks', () => {
  const uploadImage = (content: Buffer, name = 'foto.jpg') => t.http().post('/api/story/admin/images').set(t.auth('admin')).attach('file', content, name);

  it('an uploaded photo becomes one upright WebP at most 1600 px wide, shown in a published story', async () => {
    const { url } = (await uploadImage(await photo(4, 'jpeg', 2400, 1600)).expect(200)).body as { url: string };
    expect(url).toMatch(STORY_IMAGE_PATH);
    const served = await getBytes(t, url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });

    const image = { id: 'i1', type: 'image', position: 0, content: { imageUrl: url, caption: 'Am See' } };
    await api.put('/api/story/admin', { title: 'Unsere Geschichte', blocks: [image] }).expect(200);
    await api.post('/api/story/admin/publish', { is_published: true }).expect(200);
    const guest = await t.createGuest();
    const story = await t.http().get('/api/story/guest').set(t.auth('guest', guest.id)).expect(200);
    expect(story.body.blocks[0].content.imageUrl).toBe(url);
  });

  it('refuses other files in German, and other addresses of the portal in an image block', async () => {
    expect((await uploadImage(Buffer.from('%PDF-1.4 kein Bild'), 'foto.jpg').expect(415)).body.msg).toBe(COVER_WRONG_TYPE);
    expect((await t.http().post('/api/story/admin/images').set(t.auth('admin')).expect(400)).body.msg).toBe(COVER_MISSING);
    for (const imageUrl of ['/api/media/image/1', '/api/story/images/../../secret.webp', 'javascript:alert(1)']) {
      const image = { id: 'i1', type: 'image', position: 0, content: { imageUrl, caption: '' } };
      expect((await api.put('/api/story/admin', { title: 'Unsere Geschichte', blocks: [image] }).expect(400)).body.msg).toContain(ONLY_HTTP_URLS);
    }
    await t.http().get('/api/story/images/0123456789abcdef0123456789abcdef.webp').expect(404);
    await t.http().get('/api/story/images/nicht-da.webp').expect(404);
  });
});
