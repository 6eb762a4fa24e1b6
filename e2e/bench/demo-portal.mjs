// The built product on a scratch data folder with demo data, for benchmarks that visit it as a
// guest or an admin would (bench:bundle, bench:lighthouse).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'bench-passwort-2025';

/**
 * Starts `backend/dist/main.js` on `port`, waits for /api/health and signs in as the admin.
 * @returns {Promise<{ base: string, adminToken: string, guestLoginUrl: string, stop: () => void }>}
 */
export async function startDemoPortal(port) {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-bench-'));
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'true', PUBLIC_URL: base },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const api = async (pathname, init = {}) => {
    const res = await fetch(base + pathname, init);
    if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
    return res.json();
  };
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      if (i >= 120) throw new Error('Server startet nicht');
      await new Promise((r) => setTimeout(r, 500));
    }
    const { access_token: adminToken } = await api('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const guests = await api('/api/admin/guests', { headers: { authorization: `Bearer ${adminToken}` } });
    return { base, adminToken, guestLoginUrl: `${base}/guest-login?token=${guests[0].login_token}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
