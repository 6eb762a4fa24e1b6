import { config } from 'zod';

/**
 * zod parses without generated code here: the portal's Content-Security-Policy allows no eval,
 * and even zod's probe for it would be reported as a violation. A schema decides at construction
 * whether it compiles, so this runs first, before any module that builds one (AdminApp.tsx
 * imports it first). The backend keeps zod's compiled parsers.
 */
config({ jitless: true });
