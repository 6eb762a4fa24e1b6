import { emptyToNull, toIntegerOrNull } from '../../lib/form-values';
import type { ServiceProvider } from '../../lib/api-types';

export interface ProviderFormValues {
  company_name: string;
  contact_name: string;
  phone: string;
  mobile: string;
  email: string;
  address: string;
  travel_distance: string;
  category: string;
  service_description: string;
  duration: string;
  preparation_time: string;
  price: string;
  payment_info: string;
  payment_due: string;
  admin_notes: string;
}

export const EMPTY_PROVIDER_FORM: ProviderFormValues = {
  company_name: '',
  contact_name: '',
  phone: '',
  mobile: '',
  email: '',
  address: '',
  travel_distance: '',
  category: '',
  service_description: '',
  duration: '',
  preparation_time: '',
  price: '',
  payment_info: '',
  payment_due: '',
  admin_notes: '',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function providerToForm(p: ServiceProvider): ProviderFormValues {
  return {
    company_name: p.company_name,
    contact_name: text(p.contact_name),
    phone: text(p.phone),
    mobile: text(p.mobile),
    email: text(p.email),
    address: text(p.address),
    travel_distance: text(p.travel_distance),
    category: text(p.category),
    service_description: text(p.service_description),
    duration: text(p.duration),
    preparation_time: text(p.preparation_time),
    price: text(p.price),
    payment_info: text(p.payment_info),
    payment_due: text(p.payment_due),
    admin_notes: text(p.admin_notes),
  };
}

const isWholeNumberAtLeastZero = (value: string) => value.trim() === '' || /^\d+$/.test(value.trim());
const PRICE = /^\d+([.,]\d{1,2})?$/;

/** Client-side rules of spec core §5; the first problem found, or null. */
export function validateProviderForm(form: ProviderFormValues): string | null {
  if (!form.company_name.trim()) return 'Bitte geben Sie einen Firmennamen ein.';
  if (!isWholeNumberAtLeastZero(form.travel_distance)) return 'Die Anfahrt (km) muss eine ganze Zahl ≥ 0 sein.';
  if (!isWholeNumberAtLeastZero(form.duration)) return 'Die Dauer muss eine ganze Zahl ≥ 0 sein.';
  if (!isWholeNumberAtLeastZero(form.preparation_time)) return 'Die Vorbereitungszeit muss eine ganze Zahl ≥ 0 sein.';
  if (form.price.trim() !== '' && !PRICE.test(form.price.trim())) return 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein.';
  return null;
}

/**
 * The POST/PUT body: integers for the minute and km fields, the price as an exact decimal text
 * ("12,5" -> "12.5"), null for empty fields. Payment fields go only with `includePayment`.
 */
export function providerPayload(form: ProviderFormValues, includePayment: boolean) {
  const payload: Record<string, unknown> = {
    company_name: form.company_name.trim(),
    contact_name: emptyToNull(form.contact_name),
    phone: emptyToNull(form.phone),
    mobile: emptyToNull(form.mobile),
    email: emptyToNull(form.email),
    address: emptyToNull(form.address),
    travel_distance: toIntegerOrNull(form.travel_distance),
    category: emptyToNull(form.category),
    service_description: emptyToNull(form.service_description),
    duration: toIntegerOrNull(form.duration),
    preparation_time: toIntegerOrNull(form.preparation_time),
    admin_notes: emptyToNull(form.admin_notes),
  };
  if (includePayment) {
    payload.price = form.price.trim() === '' ? null : form.price.trim().replace(',', '.');
    payload.payment_info = emptyToNull(form.payment_info);
    payload.payment_due = emptyToNull(form.payment_due);
  }
  return payload;
}

/** Search over company, contact and category. */
export function matchesSearch(provider: ServiceProvider, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('de');
  if (!q) return true;
  return [provider.company_name, provider.contact_name, provider.category, provider.email].some((v) => v?.toLocaleLowerCase('de').includes(q));
}
