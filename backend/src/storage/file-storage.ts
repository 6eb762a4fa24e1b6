import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are generated here, never taken from user input. The disk
 * implementation keeps files under DATA_DIR; an object store can implement the same interface.
 */
export abstract class FileStorage {
  /** A folder for uploads in flight (multer streams into it). */
  abstract readonly tempDir: string;
  /** Moves a finished temp file into storage under a new key in `area`; returns the key. */
  abstract adopt(tempPath: string, area: string, extension: string): Promise<string>;
  /** Reads a stored file, or the inclusive byte range `start`..`end` of it. */
  abstract open(key: string, range?: { start: number; end: number }): Readable;
  /** Copies a file from outside (e.g. the bundled demo video) to a fixed key. */
  abstract importFile(sourcePath: string, key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
  abstract size(key: string): Promise<number>;
  abstract remove(key: string): Promise<void>;
}

export class DiskFileStorage extends FileStorage {
  readonly tempDir: string;

  constructor(private readonly root: string) {
    super();
    this.tempDir = path.join(root, 'tmp');
    mkdirSync(this.tempDir, { recursive: true });
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Ungültiger Speicherschlüssel: ${key}`);
    return file;
  }

  async adopt(tempPath: string, area: string, extension: string): Promise<string> {
    const key = `${area}/${randomBytes(16).toString('hex')}${extension}`;
    const target = this.resolve(key);
    mkdirSync(path.dirname(target), { recursive: true });
    // Same file system as tempDir, so this is an atomic rename, not a copy.
    await rename(tempPath, target);
    return key;
  }

  open(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.resolve(key), range);
  }

  async importFile(sourcePath: string, key: string): Promise<void> {
    const target = this.resolve(key);
    mkdirSync(path.dirname(target), { recursive: true });
    await copyFile(sourcePath, target);
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.resolve(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async size(key: string): Promise<number> {
    return (await stat(this.resolve(key))).size;
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}
