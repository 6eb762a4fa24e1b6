/** Admin API replies of the features not yet typed by the contract. */

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
