import { z } from 'zod';
import type { WeatherCurrent, WeatherDay } from '@hochzeit/contracts';

/** The `daily` variables asked for; the archive has no probability of precipitation. */
export const FORECAST_DAILY = ['weather_code', 'temperature_2m_max', 'temperature_2m_min', 'precipitation_sum', 'precipitation_probability_max', 'wind_speed_10m_max'] as const;
export const ARCHIVE_DAILY = ['weather_code', 'temperature_2m_max', 'temperature_2m_min', 'precipitation_sum', 'wind_speed_10m_max'] as const;
export const CURRENT = ['temperature_2m', 'apparent_temperature', 'relative_humidity_2m', 'weather_code', 'wind_speed_10m'] as const;

const values = z.array(z.number().nullable());
/** Open-Meteo's reply as far as we read it: a `daily` block of parallel arrays, an optional `current` block. */
const OpenMeteoReply = z.object({
  daily: z.object({ time: z.array(z.string()) }).catchall(values),
  current: z.object({ time: z.string() }).catchall(z.union([z.number(), z.null()])).optional(),
});

export class WeatherServiceError extends Error {}

/** One GET to Open-Meteo: an error, a reply of another shape or no answer within the time-out is a WeatherServiceError. */
export async function fetchOpenMeteo(base: string, path: '/v1/forecast' | '/v1/archive', query: Record<string, string>, timeoutMs: number) {
  const url = `${base}${path}?${new URLSearchParams(query).toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new WeatherServiceError(`${path}: keine Antwort (${(error as Error).name})`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new WeatherServiceError(`${path}: HTTP ${response.status} ${(body as { reason?: string } | null)?.reason ?? ''}`);
  const parsed = OpenMeteoReply.safeParse(body);
  if (!parsed.success) throw new WeatherServiceError(`${path}: unerwartete Antwort`);
  return parsed.data;
}

type Parsed = Awaited<ReturnType<typeof fetchOpenMeteo>>;

/** The `daily` block as one row per day, the fields named as Open-Meteo names them. */
export function dailyRows({ daily }: Parsed): WeatherDay[] {
  // A variable Open-Meteo left out is null for every day.
  const at = (name: string, index: number) => (Object.hasOwn(daily, name) ? (daily[name].at(index) ?? null) : null);
  return daily.time.map((date, index) => ({
    date,
    weather_code: at('weather_code', index),
    temperature_2m_max: at('temperature_2m_max', index),
    temperature_2m_min: at('temperature_2m_min', index),
    precipitation_sum: at('precipitation_sum', index),
    precipitation_probability_max: at('precipitation_probability_max', index),
    wind_speed_10m_max: at('wind_speed_10m_max', index),
  }));
}

export function currentOf({ current }: Parsed): WeatherCurrent | null {
  if (!current) return null;
  const at = (name: string) => (typeof current[name] === 'number' ? current[name] : null);
  return {
    time: current.time,
    temperature_2m: at('temperature_2m'),
    apparent_temperature: at('apparent_temperature'),
    relative_humidity_2m: at('relative_humidity_2m'),
    weather_code: at('weather_code'),
    wind_speed_10m: at('wind_speed_10m'),
  };
}
