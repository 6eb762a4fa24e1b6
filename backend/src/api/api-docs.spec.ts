import { createHash } from 'node:crypto';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { SWAGGER_LOGO_STYLE } from './openapi.js';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('/api/docs', () => {
  it.each(['/api/docs', '/api/docs/'])('%s answers with a Content-Security-Policy that allows only its own scripts and the inline styles it has', async (path) => {
    const res = await t.http().get(path).expect(200);
    const html = res.text;
    const policy = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

    // Every script is a file of the API's own origin, none inline.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    let code = '';
    for (const [, attributes, body] of scripts) {
      const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
      expect(src).toBeDefined();
      expect(new URL(src!, `http://portal.test${path}`).origin).toBe('http://portal.test');
      expect(body.trim()).toBe('');
      const script = await t.http().get(new URL(src!, `http://portal.test${path}`).pathname).buffer(true).parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString()));
        r.on('end', () => done(null, text));
      }).expect(200);
      code += script.body as string;
    }
    expect(code).toContain(SWAGGER_LOGO_STYLE);
    // The page's inline styles and the <style> swagger-ui renders into its logo are allowed by
    // their hashes, and nothing more inline.
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi), ...html.matchAll(/\sstyle="([^"]*)"/gi)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-hashes'", ...new Set([...inline, SWAGGER_LOGO_STYLE].map(sha256))]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });
});
