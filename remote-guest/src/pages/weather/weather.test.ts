import { HISTORY, simulateWeather, WIND_DIRECTIONS } from './weather';

it('simulates current weather and a five-day forecast with German day names', () => {
  const weather = simulateWeather('Rorschacherberg', new Date('2025-06-02T10:00:00+02:00'), () => 0.5);
  expect(weather.location).toBe('Rorschacherberg');
  expect(weather.forecast).toHaveLength(5);
  expect(weather.forecast[0].day).toBe('Dienstag');
  expect(WIND_DIRECTIONS).toContain(weather.current.wind_direction);
  expect(weather.forecast.every((d) => d.low < d.high)).toBe(true);
});

it('lists the years 2005 to 2024', () => {
  expect(HISTORY[0].year).toBe(2005);
  expect(HISTORY.at(-1)!.year).toBe(2024);
});
