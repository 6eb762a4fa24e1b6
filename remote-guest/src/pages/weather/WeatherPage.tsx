import { useState } from 'react';
import { eventSettingsQuery, Loading, queryOptions, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime, formatLongDate } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { CLIMATE_NORMALS, HISTORY, iconUrl, placeOf, simulateWeather, WEDDING_DAY_PREDICTION, type Weather } from './weather';
import { useGuestTitle } from '../../lib/guest-title';

/** Hidden if the external icon service cannot be reached. */
function WeatherIcon({ icon, label }: { icon: string; label: string }) {
  const [failed, setFailed] = useState(false);
  return failed ? null : <img src={iconUrl(icon)} alt={label} width={50} height={50} onError={() => setFailed(true)} />;
}

/** The simulated weather of a place, after a 1 s pause; asked again on every visit and 'Neu laden'. */
const simulatedWeatherQuery = (place: string) =>
  queryOptions({
    queryKey: ['simulated-weather', place],
    queryFn: async (): Promise<Weather> => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return simulateWeather(place);
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Weather for the venue (Rorschacherberg): simulated after a 1 s pause. */
export function WeatherPage() {
  useGuestTitle('Wetter');
  // Place and date come from the event settings; the seeded wedding (Rorschacherberg, 7 June 2025) until they load.
  const { data: event } = useQuery(eventSettingsQuery());
  const place = event ? placeOf(event.venue_address) : 'Rorschacherberg';
  const weddingDay = event ? formatLongDate(event.starts_at) : '7. Juni 2025';
  const query = useQuery(simulatedWeatherQuery(place));
  const weather = query.isFetching ? null : query.data;
  const error = query.isError && !query.isFetching;
  const load = () => void query.refetch();

  return (
    <main className="page guest-page">
      <h1>Wetter in {place}</h1>
      {error ? (
        <div className="card" role="alert">
          <p>Wetterdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
          <button type="button" className="button" onClick={load}>
            Neu laden
          </button>
        </div>
      ) : !weather ? (
        <Loading text="Wetterdaten werden geladen..." />
      ) : (
        <>
          <section className="card" aria-labelledby="current-weather">
            <h2 id="current-weather">Aktuell</h2>
            <p style={{ fontSize: '2rem', margin: 0 }}>
              <WeatherIcon icon={weather.current.icon} label={weather.current.description} /> {weather.current.temp} °C
            </p>
            <p>
              {weather.current.description}, gefühlt {weather.current.feels_like} °C
            </p>
            <dl className="facts">
              <dt>Luftfeuchtigkeit</dt>
              <dd>{weather.current.humidity} %</dd>
              <dt>Luftdruck</dt>
              <dd>{weather.current.pressure} hPa</dd>
              <dt>Wind</dt>
              <dd>
                {weather.current.wind_speed} km/h aus {weather.current.wind_direction}
              </dd>
              <dt>Sichtweite</dt>
              <dd>{weather.current.visibility} km</dd>
              <dt>UV-Index</dt>
              <dd>{weather.current.uv_index}</dd>
            </dl>
            <p className="muted">Stand: {formatDateTime(weather.lastUpdated)}</p>
          </section>

          <section className="card guest-card" aria-labelledby="forecast">
            <h2 id="forecast">5-Tage-Vorhersage</h2>
            <ul className="list-plain">
              {weather.forecast.map((day) => (
                <li key={day.day}>
                  <span>{day.day}</span>
                  <span>{day.description}</span>
                  <span>
                    {day.high}° / {day.low}°
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section className="card guest-card" aria-labelledby="wedding-day">
            <h2 id="wedding-day">Prognose für den Hochzeitstag ({weddingDay})</h2>
            <p>
              {WEDDING_DAY_PREDICTION.description}: höchstens {WEDDING_DAY_PREDICTION.high} °C, mindestens {WEDDING_DAY_PREDICTION.low} °C, Wind {WEDDING_DAY_PREDICTION.wind_speed} km/h,{' '}
              {WEDDING_DAY_PREDICTION.pressure} hPa
            </p>
          </section>

          <section className="card guest-card" aria-labelledby="normals">
            <h2 id="normals">Klimawerte</h2>
            <ul className="list-plain">
              {CLIMATE_NORMALS.map((n) => (
                <li key={n.day}>
                  <span>{n.day}</span>
                  <span>
                    {n.high}° / {n.low}°, Regenwahrscheinlichkeit {n.rain_probability} %
                  </span>
                </li>
              ))}
            </ul>
            <div className="table-scroll">
              <table>
                <caption className="muted">7. Juni 2005–2024</caption>
                <thead>
                  <tr>
                    <th>Jahr</th>
                    <th>Höchst</th>
                    <th>Tiefst</th>
                    <th>Wetter</th>
                  </tr>
                </thead>
                <tbody>
                  {HISTORY.map((row) => (
                    <tr key={row.year}>
                      <td>{row.year}</td>
                      <td>{row.high} °C</td>
                      <td>{row.low} °C</td>
                      <td>{row.condition}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <p>
            <a href="https://www.meteoschweiz.admin.ch/lokalprognose/rorschacherberg/9404.html" target="_blank" rel="noopener noreferrer">
              Aktuelle Prognose bei MeteoSchweiz
            </a>
          </p>
        </>
      )}
      <BackLink />
    </main>
  );
}
