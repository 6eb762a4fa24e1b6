import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { useTestApp } from '../../../test/test-app.js';
import { FileStorage } from '../../storage/file-storage.js';

let providerId: number;
let tempDir: string;
const t = useTestApp((app) => {
  tempDir = app.app.get(FileStorage).tempDir;
});
const api = adminApi(t);
beforeEach(async () => {
  providerId = (await t.createProvider()).id;
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The header of an OLE2 compound file, as .doc/.xls/.ppt start. */
const OLE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096, 0)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);

const upload = (name: string, content: Buffer) =>
  t.http().post(`/api/admin/service-providers/${providerId}/documents`).set(t.auth('admin')).attach('file', content, name);
const tempFiles = () => readdirSync(tempDir);
const storedKeys = async (): Promise<string[]> =>
  (await t.orm.em.getConnection().execute('select storage_key from provider_document order by id')).map((row: { storage_key: string }) => row.storage_key);

it('uploads, lists, downloads byte for byte and deletes a PDF', async () => {
  const res = await upload('Vertrag Fotograf.pdf', PDF).expect(201);
  expect(res.body).toMatchObject({ document_name: 'Vertrag Fotograf.pdf', content_type: 'application/pdf', size: PDF.length });
  const list = await api.get(`/api/admin/service-providers/${providerId}/documents`).expect(200);
  expect(list.body).toEqual([expect.objectContaining({ id: res.body.id, document_name: 'Vertrag Fotograf.pdf' })]);

  const download = await api.get(`/api/admin/service-providers/${providerId}/documents/${res.body.id}/download`).buffer(true).expect(200);
  expect(Buffer.compare(download.body, PDF)).toBe(0);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.headers['content-disposition']).toBe('attachment; filename="Vertrag Fotograf.pdf"');

  const [key] = await storedKeys();
  await api.delete(`/api/admin/service-providers/${providerId}/documents/${res.body.id}`).expect(200);
  expect(await countRows(t, 'provider_document')).toBe(0);
  await api.get(`/api/admin/service-providers/${providerId}/documents/${res.body.id}/download`).expect(404);
  await settleJobs(t.app);
  expect(await t.app.get(FileStorage).exists(key)).toBe(false);
});

it('accepts the other allowed types by their content', async () => {
  await upload('Rechnung.doc', OLE).expect(201);
  await upload('Ablauf.txt', Buffer.from('Ankunft 13:30\nAufbau bis 14:00\n')).expect(201);
  expect(await countRows(t, 'provider_document')).toBe(2);
});

it.each([
  ['Vertrag.pdf', EXE, 'Der Inhalt der Datei passt nicht zur Endung .pdf'],
  ['notiz.txt', EXE, 'Der Inhalt der Datei passt nicht zur Endung .txt'],
  ['tabelle.xlsx', PDF, 'Der Inhalt der Datei passt nicht zur Endung .xlsx'],
  ['programm.exe', EXE, 'Dateityp nicht erlaubt. Erlaubt sind: pdf, doc, xls, ppt, docx, xlsx, pptx, txt'],
])('refuses %s with other content: 415, no record, no file', async (name, content, msg) => {
  const res = await upload(name, content).expect(415);
  expect(res.body.msg).toBe(msg);
  expect(await countRows(t, 'provider_document')).toBe(0);
  expect(tempFiles()).toEqual([]);
});

it('asks for a file when none is sent', async () => {
  const res = await t.http().post(`/api/admin/service-providers/${providerId}/documents`).set(t.auth('admin')).field('x', 'y').expect(400);
  expect(res.body.msg).toBe('Bitte wählen Sie eine Datei aus');
});

it('refuses a file over 25 MB with 413 and keeps nothing', async () => {
  const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024, 0x20)]);
  const res = await upload('riesig.pdf', big);
  expect(res.status).toBe(413);
  expect(res.body.msg).toBe('Datei zu groß (max. 25 MB)');
  expect(await countRows(t, 'provider_document')).toBe(0);
  expect(tempFiles()).toEqual([]);
});

it('an interrupted upload leaves no record and no file behind', async () => {
  const server = t.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const boundary = '----abgebrochen';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="halb.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  await new Promise<void>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/admin/service-providers/${providerId}/documents`,
      headers: { ...t.auth('admin'), 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 5_000_000 },
    });
    request.on('error', () => resolve());
    request.write(head);
    request.write(Buffer.concat([PDF, Buffer.alloc(200_000, 0x20)]));
    // The client goes away in the middle of the file.
    setTimeout(() => {
      request.destroy();
      resolve();
    }, 300);
  });
  // Give the server a moment to notice the aborted request and clean up.
  for (let i = 0; i < 50 && tempFiles().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(tempFiles()).toEqual([]);
  expect(await countRows(t, 'provider_document')).toBe(0);
});

it('serves names that try to inject headers safely', async () => {
  const res = await upload('evil"\r\nSet-Cookie: x=1.txt', Buffer.from('harmlos')).expect(201);
  const download = await api.get(`/api/admin/service-providers/${providerId}/documents/${res.body.id}/download`).expect(200);
  expect(download.headers['set-cookie']).toBeUndefined();
  expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[^"\r\n]*"$/);
});

it('deleting the provider deletes its documents and their files', async () => {
  await upload('Vertrag.pdf', PDF).expect(201);
  await upload('Ablauf.txt', Buffer.from('Aufbau 12:30')).expect(201);
  const keys = await storedKeys();
  const storage = t.app.get(FileStorage);
  expect(keys).toHaveLength(2);
  for (const key of keys) expect(await storage.exists(key)).toBe(true);

  await api.delete(`/api/admin/service-providers/${providerId}`).expect(200);
  expect(await countRows(t, 'provider_document')).toBe(0);
  await settleJobs(t.app);
  for (const key of keys) expect(await storage.exists(key)).toBe(false);
  expect(await countRows(t, 'outbox')).toBe(0);
});

it('answers 404 for a document whose file is missing, and keeps serving', async () => {
  const res = await upload('Vertrag.pdf', PDF).expect(201);
  const [key] = await storedKeys();
  await t.app.get(FileStorage).remove(key);
  const download = await api.get(`/api/admin/service-providers/${providerId}/documents/${res.body.id}/download`).expect(404);
  expect(download.body).toEqual({ msg: 'Die Datei dieses Dokuments fehlt' });
  await api.get(`/api/admin/service-providers/${providerId}/documents`).expect(200);
});
