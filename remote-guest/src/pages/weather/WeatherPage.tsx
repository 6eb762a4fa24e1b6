import type { WeatherReplyJson } from '@hochzeit/contracts';
import {
  RAIN_DAY_MM,
  WEATHER_ATTRIBUTION,
  WEATHER_ATTRIBUTION_URL,
  WEATHER_LICENCE,
  WEATHER_LICENCE_URL,
  WEATHER_LOAD_FAILED,
  weatherCodeText,
} from '@hochzeit/contracts/weather-constants';
import { Loading, useQuery, weatherQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';
import '../../lib/guest-page.css';
import { WeatherIcon } from './WeatherIcon';
import './weather.css';

type Forecast = Extract<WeatherReplyJson, { kind: 'forecast' }>;
type History = Extract<WeatherReplyJson, { kind: 'history' }>;
type Day = Forecast['wedding_day'];

/** Open-Meteo's dates are calendar dates of the venue: formatted as such, whatever the browser's zone. */
const calendar = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
};
const longDate = calendar({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = calendar({ weekday: 'short', day: 'numeric', month: 'numeric' });

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
/** '21,5 °C'; '–' where Open-Meteo has no value. */
const unit = (value: number | null, suffix: string) => (value === null ? '–' : `${number.format(value)} ${suffix}`);

function Temperatures({ day }: { day: Day }) {
  return (
    <>
      höchstens {unit(day.temperature_2m_max, '°C')}, mindestens {unit(day.temperature_2m_min, '°C')}
    </>
  );
}

function ForecastView({ weather }: { weather: Forecast }) {
  const day = weather.wedding_day;
  const { current } = weather;
  return (
    <>
      <section className="card" aria-labelledby="wedding-day">
        <h2 id="wedding-day">Vorhersage für den Hochzeitstag, {longDate(weather.wedding_date)}</h2>
        <p className="weather-headline">
          <WeatherIcon code={day.weather_code} size={56} />
          <span>{day.weather_code === null ? '' : weatherCodeText(day.weather_code)}</span>
        </p>
        <dl className="facts">
          <dt>Temperatur</dt>
          <dd>
            <Temperatures day={day} />
          </dd>
          <dt>Regenwahrscheinlichkeit</dt>
          <dd>{unit(day.precipitation_probability_max, '%')}</dd>
          <dt>Niederschlag</dt>
          <dd>{unit(day.precipitation_sum, 'mm')}</dd>
          <dt>Wind</dt>
          <dd>bis {unit(day.wind_speed_10m_max, 'km/h')}</dd>
        </dl>
      </section>

      {current && (
        <section className="card guest-card" aria-labelledby="current-weather">
          <h2 id="current-weather">Jetzt am Ort der Feier</h2>
          <p className="weather-headline">
            <WeatherIcon code={current.weather_code} />
            <span className="weather-headline__temperature">{unit(current.temperature_2m, '°C')}</span>
          </p>
          <dl className="facts">
            <dt>Gefühlt</dt>
            <dd>{unit(current.apparent_temperature, '°C')}</dd>
            <dt>Luftfeuchtigkeit</dt>
            <dd>{unit(current.relative_humidity_2m, '%')}</dd>
            <dt>Wind</dt>
            <dd>{unit(current.wind_speed_10m, 'km/h')}</dd>
          </dl>
        </section>
      )}

      {weather.days.length > 1 && (
        <section className="card guest-card" aria-labelledby="days">
          <h2 id="days">Die Tage bis zur Hochzeit</h2>
          <ul className="list-plain weather-days">
            {weather.days.map((d) => (
              <li key={d.date}>
                <span className="weather-days__date">{shortDate(d.date)}</span>
                <WeatherIcon code={d.weather_code} size={28} />
                <span className="weather-days__figures">
                  {unit(d.temperature_2m_max, '°')} / {unit(d.temperature_2m_min, '°')}, Regen {unit(d.precipitation_probability_max, '%')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function HistoryView({ weather }: { weather: History }) {
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history">{weather.label}</h2>
      <p>
        Die Vorhersage reicht noch nicht bis zum Hochzeitstag ({longDate(weather.wedding_date)}). Im Mittel dieser Jahre: höchstens{' '}
        {unit(weather.average_high, '°C')}, mindestens {unit(weather.average_low, '°C')}; Regen (ab {RAIN_DAY_MM} mm) an {weather.rain_days} von {weather.years.length} Tagen.
      </p>
      {/* Focusable: should a narrow screen still need to scroll it, the keyboard can. */}
      <div className="table-scroll" role="region" aria-label="Die einzelnen Jahre" tabIndex={0}>
        <table className="weather-years">
          <thead>
            <tr>
              <th>Jahr</th>
              <th>Höchst</th>
              <th>Tiefst</th>
              <th>Niederschlag</th>
            </tr>
          </thead>
          <tbody>
            {weather.years.map((year) => (
              <tr key={year.date}>
                <td>
                  {year.date.slice(0, 4)} <WeatherIcon code={year.weather_code} size={22} />
                </td>
                <td>{unit(year.temperature_2m_max, '°C')}</td>
                <td>{unit(year.temperature_2m_min, '°C')}</td>
                <td>{unit(year.precipitation_sum, 'mm')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The licence (CC BY 4.0) asks for this wherever Open-Meteo's figures are shown. */
function Attribution({ fetchedAt }: { fetchedAt: string }) {
  return (
    <p className="muted weather-attribution">
      <a href={WEATHER_ATTRIBUTION_URL} target="_blank" rel="noopener noreferrer">
        {WEATHER_ATTRIBUTION}
      </a>{' '}
      (
      <a href={WEATHER_LICENCE_URL} target="_blank" rel="noopener noreferrer">
        {WEATHER_LICENCE}
      </a>
      ), abgerufen {formatDateTime(fetchedAt)}
    </p>
  );
}

/** The venue's real weather from the API: the forecast near the wedding day, past years before it, or why there is none. */
export function WeatherPage() {
  useGuestTitle('Wetter');
  const { message } = useGuestText();
  const query = useQuery(weatherQuery());
  const weather = query.data;

  return (
    <main className="page guest-page">
      <h1>Wetter am Ort der Feier</h1>
      {query.isError ? (
        <div className="card" role="alert">
          <p>{message(WEATHER_LOAD_FAILED)}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Neu laden
          </button>
        </div>
      ) : !weather ? (
        <Loading text="Wetterdaten werden geladen..." />
      ) : 'msg' in weather ? (
        <p className="card" role="status">
          {weather.msg}
        </p>
      ) : (
        <>
          {weather.kind === 'forecast' ? <ForecastView weather={weather} /> : <HistoryView weather={weather} />}
          <Attribution fetchedAt={weather.fetched_at} />
        </>
      )}
      <BackLink />
    </main>
  );
}
