import { HISTORY, placeOf, simulateWeather, WIND_DIRECTIONS } from './weather';

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

it('takes the place from the venue address', () => {
  expect(placeOf('Schloss Wartensee, 9404 Rorschacherberg')).toBe('Rorschacherberg');
  expect(placeOf('Seestrasse 12, D-88131 Lindau')).toBe('D-88131 Lindau');
  expect(placeOf('Rorschach')).toBe('Rorschach');
});
