/** @database none */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ABANDONED_TEMP_FILE_MS, DiskFileStorage, StoredFileMissingError, tempFolderName } from './file-storage.js';

let root: string;
let storage: DiskFileStorage;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-storage-'));
  storage = new DiskFileStorage(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = async (key: string, range?: { start: number; end: number }) => text(await storage.open(key, range));
const tempFiles = () => readdirSync(storage.tempDir);

describe('put', () => {
  it('stores a buffer under a generated key in the area, with the extension', async () => {
    const key = await storage.put('media/12', Buffer.from('Hallo'), { extension: '.txt' });
    expect(key).toMatch(/^media\/12\/[0-9a-f]{32}\.txt$/);
    expect(await read(key)).toBe('Hallo');
    expect(await storage.size(key)).toBe(5);
    expect(tempFiles()).toEqual([]);
  });

  it('stores a stream, and two writes never share a key', async () => {
    const first = await storage.put('media/12', Readable.from(['Teil 1, ', 'Teil 2']), { extension: '.txt' });
    const second = await storage.put('media/12', Readable.from(['noch einer']), { extension: '.txt' });
    expect(first).not.toBe(second);
    expect(await read(first)).toBe('Teil 1, Teil 2');
    expect(await read(second)).toBe('noch einer');
  });

  it('derives the content type from the extension, and refuses a type that does not match it', async () => {
    const key = await storage.put('media/1', Buffer.from('x'), { extension: '.webp', contentType: 'image/webp' });
    expect(storage.contentType(key)).toBe('image/webp');
    expect(storage.contentType('media/1/a.jpg')).toBe('image/jpeg');
    expect(storage.contentType('media/1/a.unbekannt')).toBe('application/octet-stream');
    await expect(storage.put('media/1', Buffer.from('x'), { extension: '.jpg', contentType: 'image/png' })).rejects.toThrow('passt nicht');
    await expect(storage.put('media/1', Buffer.from('x'), { extension: '.exe' })).rejects.toThrow('Dateiendung');
  });

  it('takes no area from outside the storage folder', async () => {
    for (const area of ['../draussen', '/etc', 'media/../..', '', 'Media', 'media/']) {
      await expect(storage.put(area, Buffer.from('x'), { extension: '.txt' })).rejects.toThrow('Ungültiger Speicherbereich');
    }
  });

  it('a stream that fails midway leaves nothing under a key and no temp file', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('Verbindung abgebrochen'));
      },
    });
    await expect(storage.put('media/7', failing, { extension: '.jpg' })).rejects.toThrow('Verbindung abgebrochen');
    expect(await storage.list('media/')).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });
});

describe('open', () => {
  it('reads an inclusive byte range', async () => {
    const key = await storage.put('video', Buffer.from('0123456789'), { extension: '.mp4' });
    expect(await read(key, { start: 2, end: 5 })).toBe('2345');
  });

  it('rejects a missing file with StoredFileMissingError before any byte is read', async () => {
    await expect(storage.open('media/1/fehlt.jpg')).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.size('media/1/fehlt.jpg')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('keeps reading an opened file that is deleted meanwhile', async () => {
    const key = await storage.put('video', Buffer.from('noch da'), { extension: '.mp4' });
    const stream = await storage.open(key);
    await storage.remove(key);
    expect(await text(stream)).toBe('noch da');
  });

  it('refuses keys outside the storage folder and the temp folder', async () => {
    await expect(storage.open('../jwt-secret')).rejects.toThrow('Ungültiger Speicherschlüssel');
    writeFileSync(path.join(storage.tempDir, 'upload-1'), 'halb');
    await expect(storage.open('tmp/upload-1')).rejects.toThrow('Ungültiger Speicherschlüssel');
  });
});

describe('read', () => {
  it('reads a whole file into memory', async () => {
    const data = Buffer.alloc(700 * 1024, 7);
    const key = await storage.put('media', data, { extension: '.jpg' });
    expect((await storage.read(key)).equals(data)).toBe(true);
  });

  it('rejects a missing file with StoredFileMissingError, and keys outside the storage folder', async () => {
    await expect(storage.read('media/1/fehlt.jpg')).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.read('../jwt-secret')).rejects.toThrow('Ungültiger Speicherschlüssel');
  });
});

describe('list and removePrefix', () => {
  it('lists the keys under a prefix, sorted, without temp files', async () => {
    const a = await storage.put('media/12', Buffer.from('a'), { extension: '.jpg' });
    const b = await storage.put('media/12/thumbs', Buffer.from('b'), { extension: '.webp' });
    const other = await storage.put('media/13', Buffer.from('c'), { extension: '.jpg' });
    writeFileSync(path.join(storage.tempDir, 'upload-1'), 'halb');

    expect(await storage.list('media/12/')).toEqual([a, b].sort());
    expect(await storage.list('media/')).toEqual([a, b, other].sort());
    // A prefix need not end at a folder: 'media/1' also matches media/12 and media/13.
    expect(await storage.list('media/1')).toEqual([a, b, other].sort());
    expect(await storage.list(a.slice(0, -4))).toEqual([a]);
    expect(await storage.list('nichts/')).toEqual([]);
  });

  it('removes everything under a prefix and the emptied folders, nothing else', async () => {
    await storage.put('media/12', Buffer.from('a'), { extension: '.jpg' });
    await storage.put('media/12/thumbs', Buffer.from('b'), { extension: '.webp' });
    const kept = await storage.put('media/13', Buffer.from('c'), { extension: '.jpg' });

    expect(await storage.removePrefix('media/12/')).toBe(2);
    expect(await storage.list('media/')).toEqual([kept]);
    expect(readdirSync(path.join(root, 'media'))).toEqual(['13']);
    expect(await storage.removePrefix('media/12/')).toBe(0);
  });

  it('refuses a prefix that would reach everything or outside', async () => {
    for (const prefix of ['', '/', '../', '/etc/']) await expect(storage.list(prefix)).rejects.toThrow('Ungültiges Präfix');
    await expect(storage.removePrefix('')).rejects.toThrow('Ungültiges Präfix');
  });
});

it('importFile copies atomically to a fixed key', async () => {
  const source = path.join(root, 'quelle.mp4');
  writeFileSync(source, 'Film');
  await storage.importFile(source, 'video/Wartensee.mp4');
  expect(await read('video/Wartensee.mp4')).toBe('Film');
  expect(tempFiles()).toEqual([]);
});

describe('putAt', () => {
  it('writes a derived file next to its original and replaces it atomically', async () => {
    const original = await storage.put('media/wartensee', Buffer.from('Foto'), { extension: '.jpg' });
    await storage.putAt(`${original}.300.webp`, Buffer.from('klein'));
    expect(await read(`${original}.300.webp`)).toBe('klein');
    await storage.putAt(`${original}.300.webp`, Readable.from(['neu, ', 'gestreamt']));
    expect(await read(`${original}.300.webp`)).toBe('neu, gestreamt');
    expect(await storage.list(original)).toEqual([original, `${original}.300.webp`]);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses keys outside storage and extensions without a content type', async () => {
    await expect(storage.putAt('../draussen.webp', Buffer.from('x'))).rejects.toThrow('Ungültiger Speicherschlüssel');
    await expect(storage.putAt('tmp/write-1.webp', Buffer.from('x'))).rejects.toThrow('Ungültiger Speicherschlüssel');
    await expect(storage.putAt('media/1/a.exe', Buffer.from('x'))).rejects.toThrow('Dateiendung');
  });
});

describe('temp files left by a crash', () => {
  const host = os.hostname();
  /** A temp file as a process left it, written `ageMs` ago. */
  const leave = (folder: string | null, file: string, ageMs = 0) => {
    const dir = folder ? path.join(root, 'tmp', folder) : path.join(root, 'tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, file), 'halber Upload');
    const at = new Date(Date.now() - ageMs);
    utimesSync(path.join(dir, file), at, at);
  };
  const remaining = () =>
    readdirSync(path.join(root, 'tmp'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(root, 'tmp'), path.join(entry.parentPath, entry.name)))
      .sort();
  const OLD = ABANDONED_TEMP_FILE_MS + 60_000;

  it('are removed at the next start: the own folder of the crashed run, folders of ended processes, loose files', () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    // The same host and process id as the process that crashed: a restarted container.
    leave(tempFolderName({ host, pid: process.pid }), 'upload-vor-dem-absturz');
    leave(tempFolderName({ host, pid: ended }), 'upload-beendet');
    leave(tempFolderName({ host, pid: ended }), 'write-beendet');
    leave(null, 'upload-alte-version');

    const restarted = new DiskFileStorage(root, { host, pid: process.pid });
    expect(remaining()).toEqual([]);
    expect(restarted.abandonedTempFilesRemoved).toBe(4);
    expect(readdirSync(path.join(root, 'tmp'))).toEqual([tempFolderName({ host, pid: process.pid })]);
  });

  it('keep what running processes are receiving; only files nobody wrote to for an hour go', () => {
    // The test runner's parent process is running on this host; another host cannot be asked.
    const running = tempFolderName({ host, pid: process.ppid });
    const elsewhere = tempFolderName({ host: 'app2', pid: 1 });
    leave(running, 'upload-laeuft');
    leave(running, 'upload-haengt', OLD);
    leave(elsewhere, 'upload-laeuft');
    leave(elsewhere, 'upload-haengt', OLD);

    const started = new DiskFileStorage(root, { host, pid: process.pid });
    expect(remaining()).toEqual([path.join(elsewhere, 'upload-laeuft'), path.join(running, 'upload-laeuft')].sort());
    expect(started.abandonedTempFilesRemoved).toBe(2);
  });

  it('a process writes only into its own folder, and no key reaches into any temp folder', async () => {
    const other = tempFolderName({ host: 'app2', pid: 1 });
    leave(other, 'upload-1');
    expect(path.dirname(storage.tempDir)).toBe(path.join(root, 'tmp'));
    await expect(storage.open(`tmp/${other}/upload-1`)).rejects.toThrow('Ungültiger Speicherschlüssel');
    expect(await storage.list('tmp/')).toEqual([]);
  });
});
