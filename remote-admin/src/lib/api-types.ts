/** Admin API replies of the features not yet typed by the contract. */
import type { GuestSide, GuestType } from '@hochzeit/shared-ui';

export interface AdminGuest {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  address: string | null;
  menu_id: number | null;
  allergies: string[];
  special_requests: string | null;
  guest_type: GuestType;
  side: GuestSide | null;
  group_id: number | null;
  admin_notes: string | null;
  has_room: boolean;
  login_token: string;
  qr_code_url: string;
}

export interface GroupMember {
  id: number;
  first_name: string;
  last_name: string;
  guest_type: GuestType;
}

export interface GuestGroup {
  id: number;
  name: string;
  members: GroupMember[];
}

export interface RelationType {
  id: number;
  name: string;
}

export interface GuestAssignment {
  id: number;
  guest_id: number;
  guest_name: string;
  relation_type_id: number;
  relation_type: string;
}

export const MENU_TYPES = ['Menü 1', 'Menü 2', 'Menü 3'] as const;
export const MENU_TYPE_LABELS: Record<(typeof MENU_TYPES)[number], string> = {
  'Menü 1': 'Menü 1 (Fleisch)',
  'Menü 2': 'Menü 2 (Vegetarisch)',
  'Menü 3': 'Menü 3 (Kinder)',
};
export const MENU_DESCRIPTION_KEYS = ['Gang1', 'Gang1 Beschreibung', 'Gang2', 'Gang2 Beschreibung', 'Gang3', 'Gang3 Beschreibung'] as const;
export type MenuDescription = Record<(typeof MENU_DESCRIPTION_KEYS)[number], string>;

export interface Menu {
  id: number;
  type: (typeof MENU_TYPES)[number];
  class: string;
  description: MenuDescription;
  allergens: string[];
}

export const PROVIDER_CATEGORIES = ['Fotograf', 'Catering', 'Musik', 'Dekoration', 'Location', 'Transport', 'Zauberei', 'Feuershow', 'Sonstiges'] as const;

export interface ServiceProvider {
  id: number;
  company_name: string;
  contact_name: string | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  address: string | null;
  travel_distance: number | null;
  category: string | null;
  service_description: string | null;
  duration: number | null;
  preparation_time: number | null;
  price: string | null;
  payment_info: string | null;
  payment_due: string | null;
  admin_notes: string | null;
  login_token: string;
  qr_code_url: string;
}

export interface ProviderDocument {
  id: number;
  document_name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}
