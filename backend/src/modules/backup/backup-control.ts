import { existsSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { BACKUP_MESSAGES } from '@hochzeit/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { BackupProgress } from './backup-writer.js';
import { BackupService } from './backup.service.js';

/** In DATA_DIR while a server has the embedded database open: `npm run backup` asks it through this socket. */
export const BACKUP_CONTROL_SOCKET = 'backup.sock';
/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

/** What the server sends back, one JSON object per line. */
type ControlLine = { progress: BackupProgress } | { done: { file: string; size: number; milliseconds: number; tables: number; rows: number; files: number } } | { error: string };

/**
 * The embedded database belongs to the server that has it open (DATA_DIR/db.lock), so
 * `npm run backup` cannot read it itself while the product runs. The server listens on a Unix
 * socket in DATA_DIR, readable and writable by its owner only (whoever may read DATA_DIR may
 * back it up), and makes the backup the command asks for, reporting its progress.
 */
@Injectable()
export class BackupControl implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sicherung');
  private server?: Server;
  private socket?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly backups: BackupService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl || this.config.inMemoryDatabase) return;
    const socket = path.join(this.config.dataDir, BACKUP_CONTROL_SOCKET);
    if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
      this.logger.warn(`Der Datenordner hat einen zu langen Pfad für ${BACKUP_CONTROL_SOCKET}: npm run backup geht nur bei gestopptem Server`);
      return;
    }
    // The data folder's lock is this process's: a socket file there is a crashed run's.
    rmSync(socket, { force: true });
    const server = createServer((req, res) => {
      if (req.method !== 'POST' || req.url !== '/backup') {
        res.writeHead(404).end();
        return;
      }
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body = (body + chunk).slice(0, 10_000)));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        const send = (line: ControlLine) => res.write(`${JSON.stringify(line)}\n`);
        let target: string | undefined;
        try {
          target = (JSON.parse(body || '{}') as { file?: string }).file;
        } catch {
          target = undefined;
        }
        this.backups
          .runFromCommand(target && path.isAbsolute(target) ? target : undefined, (progress) => send({ progress }))
          .then(
            (result) => {
              const tables = Object.values(result.manifest.database.tables);
              send({ done: { file: result.file, size: result.size, milliseconds: result.milliseconds, tables: tables.length, rows: tables.reduce((sum, t) => sum + t.rows, 0), files: result.manifest.files.length } });
            },
            (error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }),
          )
          .finally(() => res.end());
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // umask-independent: only the owner may connect.
      server.listen({ path: socket, readableAll: false, writableAll: false }, () => resolve());
    });
    this.server = server;
    this.socket = socket;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    if (this.socket && existsSync(this.socket)) rmSync(this.socket, { force: true });
  }
}

/**
 * `npm run backup` while a server holds the embedded database: asks it through its socket.
 * Resolves with the server's result; rejects with a German message when no server answers there.
 */
export function requestBackupFromServer(
  dataDir: string,
  file: string | undefined,
  onProgress: (progress: BackupProgress) => void,
): Promise<Extract<ControlLine, { done: unknown }>['done']> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path.join(dataDir, BACKUP_CONTROL_SOCKET), method: 'POST', path: '/backup', headers: { 'content-type': 'application/json' } }, (res) => {
      let buffered = '';
      let settled = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let newline;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = JSON.parse(buffered.slice(0, newline)) as ControlLine;
          buffered = buffered.slice(newline + 1);
          if ('progress' in line) onProgress(line.progress);
          else if ('done' in line) {
            settled = true;
            resolve(line.done);
          } else {
            settled = true;
            reject(new Error(line.error));
          }
        }
      });
      res.on('end', () => {
        if (!settled) reject(new Error(BACKUP_MESSAGES.serverRunning(dataDir)));
      });
    });
    req.on('error', () => reject(new Error(BACKUP_MESSAGES.serverRunning(dataDir))));
    req.end(JSON.stringify({ file }));
  });
}
