/** Serving the shell and the remotes, with the guest's welcome inlined; wired in app.ts. */
export { hostFrontend } from './frontend-hosting.js';
export { guestWelcomeLookup } from './guest-welcome.js';
