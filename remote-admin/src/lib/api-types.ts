/** Admin API replies not yet described by the contracts. */
export interface Location {
  id: number;
  name: string;
  address: string | null;
}

export interface Room {
  id: number;
  room_number: string;
  description: string | null;
  base_capacity: number;
  total_capacity: number;
  location_id: number;
  location_name: string;
  has_extra_bed: boolean;
  has_crib: boolean;
  occupancy: number;
}

export interface RoomAssignment {
  id: number;
  guest_id: number;
  room_id: number;
  guest_name: string;
  room_number: string;
  location: string;
}

export interface InnerCircleGuest {
  id: number;
  first_name: string;
  last_name: string;
  has_room: boolean;
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
