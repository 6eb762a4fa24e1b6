import {
  RAIN_DAY_MM,
  WEATHER_FORECAST_DAYS,
  WEATHER_HISTORY_YEARS,
  WEATHER_NO_LOCATION,
  WEATHER_SERVICE_UNAVAILABLE,
  weatherHistoryLabel,
  type WeatherDay,
  type WeatherReply,
} from '@hochzeit/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EventSettingsService } from '../event-settings/index.js';
import { ARCHIVE_DAILY, CURRENT, currentOf, dailyRows, FORECAST_DAILY, fetchOpenMeteo, WeatherServiceError } from './open-meteo.js';
import { daysBetween, localDate, pastAnniversaries } from './weather-dates.js';

/** The archive (ERA5) has a day about five days after it. */
const ARCHIVE_DELAY_DAYS = 5;

interface Venue {
  latitude: number;
  longitude: number;
  time_zone: string;
  wedding_date: string;
}

const mean = (numbers: number[]) => (numbers.length === 0 ? null : Math.round((numbers.reduce((sum, n) => sum + n, 0) / numbers.length) * 10) / 10);
const present = (value: number | null): value is number => value !== null;

/**
 * The venue's weather from Open-Meteo: the forecast while the wedding day is within its 16 days,
 * before that the same date in the last 10 years. Replies are cached per venue, date and kind (a
 * changed setting asks anew); when the service fails or is slow the reply says so in German and
 * carries no figures, and that message is kept for a minute so a down service is not asked on
 * every page view.
 */
@Injectable()
export class WeatherService {
  private readonly logger = new Logger('Weather');
  private readonly cache = new LRUCache<string, WeatherReply>({ max: 100 });
  /** Requests for the same key while one is under way wait for it instead of asking again. */
  private readonly inFlight = new Map<string, Promise<WeatherReply>>();

  constructor(
    private readonly settings: EventSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(now = new Date()): Promise<WeatherReply> {
    const { latitude, longitude, time_zone, starts_at } = await this.settings.get();
    if (latitude == null || longitude == null) return { kind: 'no_location', msg: WEATHER_NO_LOCATION };
    const venue: Venue = { latitude, longitude, time_zone, wedding_date: localDate(starts_at, time_zone) };
    const today = localDate(now, time_zone);
    const daysUntil = daysBetween(today, venue.wedding_date);
    const withinForecast = daysUntil >= 0 && daysUntil < WEATHER_FORECAST_DAYS;
    const key = this.keyOf(venue, today, withinForecast);
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(venue, today, withinForecast).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async load(venue: Venue, today: string, withinForecast: boolean): Promise<WeatherReply> {
    const weather = this.config.weather;
    try {
      const reply = withinForecast ? await this.forecast(venue) : await this.history(venue, today);
      this.cache.set(this.keyOf(venue, today, withinForecast), reply, { ttl: (withinForecast ? weather.forecastCacheSeconds : weather.historyCacheSeconds) * 1000 });
      return reply;
    } catch (error) {
      if (!(error instanceof WeatherServiceError)) throw error;
      this.logger.warn(`Wetterdienst nicht erreichbar: ${error.message}`);
      const reply: WeatherReply = { kind: 'unavailable', msg: WEATHER_SERVICE_UNAVAILABLE };
      this.cache.set(this.keyOf(venue, today, withinForecast), reply, { ttl: weather.failureCacheSeconds * 1000 });
      return reply;
    }
  }

  /** The forecast changes with every day; the history only with the settings (and the year). */
  private keyOf(venue: Venue, today: string, withinForecast: boolean): string {
    return JSON.stringify([withinForecast ? `forecast:${today}` : `history:${today.slice(0, 4)}`, venue]);
  }

  private place(venue: Venue) {
    return { latitude: String(venue.latitude), longitude: String(venue.longitude), timezone: venue.time_zone };
  }

  private async forecast(venue: Venue): Promise<WeatherReply> {
    const { forecastUrl, requestTimeoutMs } = this.config.weather;
    const reply = await fetchOpenMeteo(
      forecastUrl,
      '/v1/forecast',
      { ...this.place(venue), current: CURRENT.join(','), daily: FORECAST_DAILY.join(','), forecast_days: String(WEATHER_FORECAST_DAYS) },
      requestTimeoutMs,
    );
    const days = dailyRows(reply).filter((day) => day.date <= venue.wedding_date);
    const weddingDay = days.find((day) => day.date === venue.wedding_date);
    if (!weddingDay) throw new WeatherServiceError('/v1/forecast: der Hochzeitstag fehlt in der Vorhersage');
    return { kind: 'forecast', ...venue, fetched_at: new Date(), current: currentOf(reply), days, wedding_day: weddingDay };
  }

  /** One archive call per year (a call for ten whole years would count as hundreds of calls at Open-Meteo). */
  private async history(venue: Venue, today: string): Promise<WeatherReply> {
    const { archiveUrl, requestTimeoutMs } = this.config.weather;
    const dates = pastAnniversaries(venue.wedding_date, today, WEATHER_HISTORY_YEARS, ARCHIVE_DELAY_DAYS);
    const replies = await Promise.all(
      dates.map((date) => fetchOpenMeteo(archiveUrl, '/v1/archive', { ...this.place(venue), start_date: date, end_date: date, daily: ARCHIVE_DAILY.join(',') }, requestTimeoutMs)),
    );
    const years: WeatherDay[] = replies
      .flatMap(dailyRows)
      .map((day) => ({ ...day, precipitation_probability_max: null }))
      .filter((day) => day.temperature_2m_max !== null || day.temperature_2m_min !== null || day.precipitation_sum !== null);
    return {
      kind: 'history',
      ...venue,
      fetched_at: new Date(),
      label: weatherHistoryLabel(venue.wedding_date),
      years,
      average_high: mean(years.map((day) => day.temperature_2m_max).filter(present)),
      average_low: mean(years.map((day) => day.temperature_2m_min).filter(present)),
      rain_days: years.filter((day) => (day.precipitation_sum ?? 0) >= RAIN_DAY_MM).length,
    };
  }
}
