import { z } from 'zod';
import { timestamp } from './fields.js';

export * from './weather-constants.js';

/** A calendar date on the venue's clocks, 'YYYY-MM-DD', as Open-Meteo writes it. */
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * One day as Open-Meteo's `daily` block gives it (its variable names, °C, mm, %, km/h); null
 * where Open-Meteo has no value.
 */
export const WeatherDay = z
  .object({
    date: calendarDate,
    weather_code: z.number().int().nullable(),
    temperature_2m_max: z.number().nullable(),
    temperature_2m_min: z.number().nullable(),
    precipitation_sum: z.number().nullable(),
    precipitation_probability_max: z.number().nullable().meta({ description: 'Nur in der Vorhersage (das Archiv kennt keine Wahrscheinlichkeit)' }),
    wind_speed_10m_max: z.number().nullable(),
  })
  .meta({ title: 'WeatherDay' });
export type WeatherDay = z.output<typeof WeatherDay>;

/** Open-Meteo's `current` block: the last quarter hour at the venue. */
export const WeatherCurrent = z
  .object({
    time: z.string().meta({ description: 'Ortszeit des Veranstaltungsorts, YYYY-MM-DDTHH:MM' }),
    temperature_2m: z.number().nullable(),
    apparent_temperature: z.number().nullable(),
    relative_humidity_2m: z.number().nullable(),
    weather_code: z.number().int().nullable(),
    wind_speed_10m: z.number().nullable(),
  })
  .meta({ title: 'WeatherCurrent' });
export type WeatherCurrent = z.output<typeof WeatherCurrent>;

const place = {
  /** The wedding day on the venue's clocks. */
  wedding_date: calendarDate,
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  /** When the backend fetched the figures from Open-Meteo (they are cached). */
  fetched_at: timestamp(),
};

/** While the wedding day is within the forecast horizon: its forecast, the days up to it and the weather now. */
export const WeatherForecast = z
  .object({
    kind: z.literal('forecast'),
    ...place,
    current: WeatherCurrent.nullable(),
    /** From today to the wedding day. */
    days: z.array(WeatherDay),
    wedding_day: WeatherDay,
  })
  .meta({ title: 'WeatherForecast' });

/** Before that: the wedding's date in each of the last years (Open-Meteo's archive), with their averages. */
export const WeatherHistory = z
  .object({
    kind: z.literal('history'),
    ...place,
    /** 'So war das Wetter am 7. Juni in den letzten 10 Jahren' */
    label: z.string(),
    /** Oldest first; a year the archive had no figures for is left out. */
    years: z.array(WeatherDay),
    /** Mean of the years' highs and lows (°C, one decimal); null without any figure. */
    average_high: z.number().nullable(),
    average_low: z.number().nullable(),
    /** Years with at least RAIN_DAY_MM of precipitation on that date. */
    rain_days: z.number().int(),
  })
  .meta({ title: 'WeatherHistory' });

/** No figures: the weather service did not answer, or the venue has no coordinates. `msg` says which, in German. */
export const WeatherMessage = z
  .object({ kind: z.enum(['unavailable', 'no_location']), msg: z.string() })
  .meta({ title: 'WeatherMessage' });

/** `GET /api/weather`: the venue's weather for guests, providers and admins. */
export const WeatherReply = z.discriminatedUnion('kind', [WeatherForecast, WeatherHistory, WeatherMessage]).meta({ title: 'WeatherReply' });
export type WeatherReply = z.output<typeof WeatherReply>;
/** As it arrives in the browser: fetched_at is ISO text. */
export type WeatherReplyJson = z.input<typeof WeatherReply>;
