import { weatherCodeText, weatherGroup, type WeatherGroup } from '@hochzeit/contracts/weather-constants';

/** A cloud high in the box (precipitation falls below it) and one in the middle (cloudy sky). */
const HIGH_CLOUD = 'M7 14h10a3.5 3.5 0 0 0 .3-7A5 5 0 0 0 7.6 8.2 3 3 0 0 0 7 14z';
const CLOUD = 'M7 18h10a4 4 0 0 0 .3-8A5.5 5.5 0 0 0 6.7 11.4 3.3 3.3 0 0 0 7 18z';
const SUN_RAYS = 'M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4';

/** The product's own line drawings, one per group of WMO weather codes (no image from elsewhere). */
const DRAWINGS: Record<WeatherGroup, string[]> = {
  clear: ['M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', SUN_RAYS],
  cloudy: [CLOUD],
  fog: ['M7 11h10a3.5 3.5 0 0 0 .3-7A5 5 0 0 0 7.6 5.2 3 3 0 0 0 7 11z', 'M4 15h16M6 18.5h12M8 22h8'],
  drizzle: [HIGH_CLOUD, 'M8 18v.5M12 17v.5M16 18v.5M10 21v.5M14 21v.5'],
  rain: [HIGH_CLOUD, 'M8.5 17l-1.5 4M12.5 17l-1.5 4M16.5 17l-1.5 4'],
  snow: [HIGH_CLOUD, 'M8 18.5h.01M12 17.5h.01M16 18.5h.01M10 21.5h.01M14 21.5h.01', 'M7 17.5l2 2M9 17.5l-2 2M15 17.5l2 2M17 17.5l-2 2'],
  showers: ['M6.5 3.5v1M2.5 7.5h1M3.7 4.7l.7.7M9.3 4.7l-.7.7', 'M9.4 7.7A3 3 0 0 0 4.6 9.6', HIGH_CLOUD, 'M10 17l-1 3.5M14.5 17l-1 3.5'],
  thunderstorm: [HIGH_CLOUD, 'M12.5 15l-2.5 4h3.5l-2.5 4'],
};

/** The icon of a WMO weather code, named by its German description for screen readers. */
export function WeatherIcon({ code, size = 40 }: { code: number | null; size?: number }) {
  if (code === null) return null;
  return (
    <svg className="weather-icon" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" role="img" aria-label={weatherCodeText(code)} focusable="false">
      {DRAWINGS[weatherGroup(code)].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
