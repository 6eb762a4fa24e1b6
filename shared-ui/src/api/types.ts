/** The wedding's title, start and venue as `GET /api/event-settings` delivers them (starts_at as ISO text). */
export type { EventSettingsJson as EventSettings } from '@hochzeit/contracts';
