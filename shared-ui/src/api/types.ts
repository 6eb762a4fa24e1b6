/** Shapes of the API replies the frontends read. */
export interface ProviderDashboardData {
  company_name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  category: string | null;
}

export interface AccessTokenReply {
  access_token: string;
}

/** The wedding's title, start and venue as `GET /api/event-settings` delivers them (starts_at as ISO text). */
export type { EventSettingsJson as EventSettings } from '@hochzeit/contracts';

/** A day-plan entry as guests (GET /api/timeline/guest) and providers (…/service-provider) read it. */
export interface TimelineEntry {
  id: number;
  title: string;
  time: string;
  end_time: string | null;
  description: string;
  location: string | null;
  event_color: string;
  /** Only in the provider's schedule: who is responsible on site. */
  responsible_person?: string | null;
}
