/** Simulated weather: generated in the browser, nothing is fetched (no weather service is contracted). */
export const WIND_DIRECTIONS = ['N', 'NO', 'O', 'SO', 'S', 'SW', 'W', 'NW'] as const;

const CONDITIONS = [
  { description: 'sonnig', icon: '01d' },
  { description: 'leicht bewölkt', icon: '02d' },
  { description: 'bewölkt', icon: '03d' },
  { description: 'Regenschauer', icon: '09d' },
] as const;

export interface Weather {
  location: string;
  current: { temp: number; feels_like: number; description: string; humidity: number; pressure: number; wind_speed: number; wind_direction: string; visibility: number; uv_index: number; icon: string };
  forecast: Array<{ day: string; high: number; low: number; icon: string; description: string }>;
  lastUpdated: Date;
}

/** The static outlook for the wedding day and the climate normals shown on the weather page. */
export const WEDDING_DAY_PREDICTION = { high: 25, low: 15, wind_speed: 15, pressure: 1016, description: 'sonnig und warm', icon: '01d' };
export const CLIMATE_NORMALS = [
  { day: '7. Juni', high: 22, low: 12, rain_probability: 35 },
  { day: '8. Juni', high: 22, low: 13, rain_probability: 38 },
];
/** 2005–2024 with the same values for every year, as the specification shows them. */
export const HISTORY = Array.from({ length: 20 }, (_, i) => ({ year: 2005 + i, high: 22, low: 12, condition: 'wechselhaft' }));

export function iconUrl(icon: string): string {
  return `https://openweathermap.org/img/wn/${icon}@2x.png`;
}

export function simulateWeather(location: string, now = new Date(), random = Math.random): Weather {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const temp = Math.round(14 + random() * 12);
  const condition = pick(CONDITIONS);
  const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'long' });
  return {
    location,
    current: {
      temp,
      feels_like: temp + Math.round(random() * 4 - 2),
      description: condition.description,
      humidity: Math.round(45 + random() * 40),
      pressure: Math.round(1005 + random() * 20),
      wind_speed: Math.round(5 + random() * 20),
      wind_direction: pick(WIND_DIRECTIONS),
      visibility: Math.round(8 + random() * 12),
      uv_index: Math.round(random() * 8),
      icon: condition.icon,
    },
    forecast: Array.from({ length: 5 }, (_, i) => {
      const day = new Date(now.getTime() + (i + 1) * 86_400_000);
      const c = pick(CONDITIONS);
      const high = Math.round(16 + random() * 12);
      return { day: weekday.format(day), high, low: high - Math.round(6 + random() * 5), icon: c.icon, description: c.description };
    }),
    lastUpdated: now,
  };
}

/** "Schloss Wartensee, 9404 Rorschacherberg" -> "Rorschacherberg": the place after the postcode. */
export function placeOf(address: string): string {
  const last = address.split(',').pop()?.trim() ?? address;
  return last.replace(/^\d{4,5}\s+/, '') || address;
}
