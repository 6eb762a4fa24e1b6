// openapi-typescript needs the TypeScript 5 compiler API; the repository's own TypeScript 7 has
// none. This hook hands openapi-typescript the TypeScript 5 that this package installs.
const TYPESCRIPT_5 = new URL('./node_modules/typescript/lib/typescript.js', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL?.includes('/openapi-typescript/')) return { url: TYPESCRIPT_5, shortCircuit: true };
  return nextResolve(specifier, context);
}
