/** Nothing of the weather module is used by other modules; app.module.ts imports WeatherModule. */
export {};
