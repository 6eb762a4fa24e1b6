/** Types of stand-in.mjs (a plain JavaScript file, so tests and demos run it without a build). */
export declare const MAX_FORECAST_DAYS: number;
export declare const ARCHIVE_DELAY_DAYS: number;

export interface StandInDay {
  weather_code: number;
  temperature_2m_max: number;
  temperature_2m_min: number;
  precipitation_sum: number;
  precipitation_probability_max: number;
  wind_speed_10m_max: number;
}
export interface StandInCurrent {
  time: string;
  interval: number;
  temperature_2m: number;
  apparent_temperature: number;
  relative_humidity_2m: number;
  precipitation: number;
  weather_code: number;
  wind_speed_10m: number;
}
export declare function standInDay(latitude: number, longitude: number, date: string): StandInDay;
export declare function standInCurrent(latitude: number, longitude: number, localTime: string): StandInCurrent;

export type StandInFailure = 'none' | 'error' | 'timeout';
export interface StandInRequest {
  path: string;
  query: Record<string, string>;
}
export interface WeatherStandIn {
  /** e.g. http://127.0.0.1:43123: the value for WEATHER_API_URL and WEATHER_ARCHIVE_URL. */
  url: string;
  /** Every request received, in order. */
  requests: StandInRequest[];
  setFailure(failure: StandInFailure): void;
  close(): Promise<void>;
}
export declare function startWeatherStandIn(options?: { port?: number; failure?: StandInFailure; now?: () => Date; onRequest?: (request: StandInRequest) => void }): Promise<WeatherStandIn>;
