/** @database none */
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: ':memory:' });
    expect(config).toMatchObject({ port: 3000, adminUsername: 'admin', demoData: true, publicUrl: 'http://localhost:3000', loginRateLimit: 10 });
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: muss mit postgres:// oder postgresql:// beginnen'],
    [{ JWT_SECRET: 'kurz' }, 'JWT_SECRET: muss mindestens 32 Zeichen lang sein'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD: muss mindestens 8 Zeichen lang sein'],
    [{ PUBLIC_URL: 'keine url' }, 'PUBLIC_URL'],
    [{ DEMO_DATA: 'vielleicht' }, 'DEMO_DATA: muss true oder false sein'],
    [{ JOB_WORKERS: 'manchmal' }, 'JOB_WORKERS: muss inline oder off sein'],
    [{ JOB_WORKERS: 'off' }, 'JOB_WORKERS: off braucht DATABASE_URL'],
    [{ TRUST_PROXY: '10.0.0.2, nginx' }, 'TRUST_PROXY: „nginx“ ist keine IP-Adresse, kein Netz (z. B. 10.0.0.0/24) und keiner der Namen loopback, linklocal, uniquelocal'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: „10.0.0.0/33“ ist keine IP-Adresse'],
    [{ TRUST_PROXY: ' , ' }, 'TRUST_PROXY: braucht mindestens eine Adresse'],
    [{ SMTP_URL: 'mail example' }, 'SMTP_URL: muss eine URL sein'],
    [{ SMTP_URL: 'mail.example:587' }, 'SMTP_URL: muss mit smtp:// oder smtps:// beginnen'],
    [{ SMTP_URL: 'https://mail.example' }, 'SMTP_URL: muss mit smtp:// oder smtps:// beginnen'],
  ])('refuses %j with a clear message', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: ':memory:', ...env })).toThrow(expected);
  });

  it('lets separate workers take the jobs on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).jobWorkers).toBe('inline');
    expect(loadConfig({ DATA_DIR: ':memory:', JOB_WORKERS: 'off', DATABASE_URL: 'postgresql://db/hochzeit' }).jobWorkers).toBe('off');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: ':memory:', DATABASE_URL: '', PUBLIC_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000, publicUrl: 'http://localhost:3000' });
  });

  it('trusts the loopback proxy by default and takes a list of addresses, networks and range names', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ DATA_DIR: ':memory:', TRUST_PROXY: ' 172.28.5.10, fd00::/8 ,loopback' }).trustProxy).toEqual(['172.28.5.10', 'fd00::/8', 'loopback']);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: ':memory:', PUBLIC_URL: 'https://hochzeit.example/' }).publicUrl).toBe('https://hochzeit.example');
  });

  it('sends e-mail over SMTP_URL, or into the outbox without it', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).email.smtpUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: ':memory:', SMTP_URL: 'smtps://brautpaar:geheim@mail.example:465' }).email).toMatchObject({ smtpUrl: 'smtps://brautpaar:geheim@mail.example:465', maxConnections: 5 });
  });
});
