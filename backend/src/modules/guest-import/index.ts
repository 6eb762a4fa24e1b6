/** Nothing of the guest import is used by other modules; app.module.ts imports GuestImportModule. */
export {};
