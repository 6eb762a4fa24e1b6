/** Shapes of the API replies the frontends read. */
export type GuestType = 'Apéro' | 'Inner Circle';
export type GuestSide = 'Ehemann' | 'Ehefrau' | 'Beide';

export interface RoomInfo {
  room_number: string;
  description: string | null;
  location_name: string | null;
  location_address: string | null;
}

export interface GuestDashboardData {
  id: number;
  first_name: string;
  last_name: string;
  guest_type: GuestType;
  group_id: number | null;
  menu_id: number | null;
  room_info: RoomInfo | null;
}

export interface AccessTokenReply {
  access_token: string;
}

/** The wedding's title, start and venue as `GET /api/event-settings` delivers them (starts_at as ISO text). */
export type { EventSettingsJson as EventSettings } from '@hochzeit/contracts';
