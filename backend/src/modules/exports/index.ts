/** Nothing of the exports module is used by other modules; app.module.ts imports ExportsModule. */
export {};
