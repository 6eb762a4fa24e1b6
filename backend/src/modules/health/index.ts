/** Nothing of the health module is used by other modules; app.module.ts imports HealthModule. */
export {};
