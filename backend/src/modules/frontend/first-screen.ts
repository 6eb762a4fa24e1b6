import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { WelcomePage } from '@hochzeit/contracts';

/** Renders a guest's first screen: the markup that goes into the page's root. */
export type GuestWelcomeRenderer = (look: WelcomePage) => string;

/** React for the shell's server bundle: the backend's own copy (the bundle leaves it out). */
const PROVIDED = new Set(['react', 'react/jsx-runtime', 'react-dom/server']);
const requireOwn = createRequire(import.meta.url);

/**
 * The shell build's server renderer of the guest's first screen (dist/ssr/guest-welcome.cjs, made
 * from shared-ui's GuestWelcome), loaded again only when the file changed (a new build), so the
 * server's markup always comes from the build whose script takes it over. Null without that file
 * (an older build): the page then goes out without the rendered screen, as before.
 */
export function guestWelcomeRenderer(shellDir: string): () => GuestWelcomeRenderer | null {
  const file = path.join(shellDir, 'ssr', 'guest-welcome.cjs');
  let cached: { mtimeMs: number; size: number; render: GuestWelcomeRenderer | null } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs, size } = statSync(file);
    if (cached?.mtimeMs === mtimeMs && cached.size === size) return cached.render;
    let render: GuestWelcomeRenderer | null = null;
    try {
      const module = { exports: {} as { renderGuestWelcome?: GuestWelcomeRenderer } };
      const wrapper = vm.runInThisContext(`(function (module, exports, require) {${readFileSync(file, 'utf8')}\n})`, { filename: file }) as (m: typeof module, e: object, r: (id: string) => unknown) => void;
      wrapper(module, module.exports, (id) => {
        if (!PROVIDED.has(id)) throw new Error(`${file}: unerwarteter Import ${id}`);
        return requireOwn(id);
      });
      render = typeof module.exports.renderGuestWelcome === 'function' ? module.exports.renderGuestWelcome : null;
    } catch (error) {
      console.error(`Die erste Seite der Gäste (${file}) ist nicht ladbar: ${(error as Error).message}`);
    }
    cached = { mtimeMs, size, render };
    return render;
  };
}
