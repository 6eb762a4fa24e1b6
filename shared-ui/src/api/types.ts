/** Shapes of the API replies the frontends read (spec core §3, content §3). */
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
