import { z } from 'zod';
import { calendarDate, optionalChoice, optionalEmail, optionalPhone, optionalText, requiredText } from './fields.js';

/** The nine categories a service provider can have. */
export const PROVIDER_CATEGORIES = [
  'Fotograf', 'Catering', 'Musik', 'Dekoration', 'Location', 'Transport', 'Zauberei', 'Feuershow', 'Sonstiges',
] as const;
export const ProviderCategory = z.enum(PROVIDER_CATEGORIES);
export type ProviderCategory = z.infer<typeof ProviderCategory>;

export const PROVIDER_MESSAGES = {
  companyNameRequired: 'Bitte geben Sie einen Firmennamen ein.',
  companyNameTooLong: 'Der Firmenname ist zu lang (max. 200 Zeichen)',
  phoneInvalid: 'Telefonnummer enthält ungültige Zeichen',
  mobileInvalid: 'Mobilnummer enthält ungültige Zeichen',
  categoryUnknown: 'Unbekannte Kategorie',
  travelDistanceNotInteger: 'Die Anfahrt (km) muss eine ganze Zahl sein',
  travelDistanceNegative: 'Die Anfahrt (km) darf nicht negativ sein',
  durationNotInteger: 'Die Dauer muss eine ganze Zahl (Minuten) sein',
  durationNegative: 'Die Dauer darf nicht negativ sein',
  preparationTimeNotInteger: 'Die Vorbereitungszeit muss eine ganze Zahl (Minuten) sein',
  preparationTimeNegative: 'Die Vorbereitungszeit darf nicht negativ sein',
  priceInvalid: 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein',
  paymentDueInvalid: 'Das Fälligkeitsdatum muss ein gültiges Datum sein',
} as const;

/** A whole number >= 0 (km or minutes), or null when empty. */
const wholeNumber = (notInteger: string, negative: string, max: number) =>
  z.number({ error: notInteger }).int(notInteger).min(0, negative).max(max).nullish();

/** Up to 8 digits before and 2 after the decimal point. */
const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A price in euro: a number or decimal text ("2400.5", "2400,50"), kept as exact decimal text with
 * two places ("2400.50") so no float rounding touches money; '' means no price.
 */
const price = () =>
  z
    .union([z.number(), z.string()], { error: PROVIDER_MESSAGES.priceInvalid })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return value;
      const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
      if (text === '') return null;
      if (!PRICE_PATTERN.test(text)) {
        ctx.addIssue({ code: 'custom', message: PROVIDER_MESSAGES.priceInvalid });
        return z.NEVER;
      }
      const [whole, fraction = ''] = text.split('.');
      return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
    });

/** A calendar date (YYYY-MM-DD); '' means none. */
const optionalDate = (message: string) =>
  z
    .union([z.literal(''), calendarDate(message)], { error: message })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** A provider as the admin creates it; empty optional fields are stored as null. */
export const ServiceProviderInput = z.object({
  company_name: requiredText(200, PROVIDER_MESSAGES.companyNameRequired, PROVIDER_MESSAGES.companyNameTooLong),
  contact_name: optionalText(200),
  phone: optionalPhone(PROVIDER_MESSAGES.phoneInvalid),
  mobile: optionalPhone(PROVIDER_MESSAGES.mobileInvalid),
  email: optionalEmail(),
  address: optionalText(500),
  travel_distance: wholeNumber(PROVIDER_MESSAGES.travelDistanceNotInteger, PROVIDER_MESSAGES.travelDistanceNegative, 100_000),
  category: optionalChoice(PROVIDER_CATEGORIES, PROVIDER_MESSAGES.categoryUnknown),
  service_description: optionalText(5000),
  duration: wholeNumber(PROVIDER_MESSAGES.durationNotInteger, PROVIDER_MESSAGES.durationNegative, 10_000),
  preparation_time: wholeNumber(PROVIDER_MESSAGES.preparationTimeNotInteger, PROVIDER_MESSAGES.preparationTimeNegative, 10_000),
  price: price(),
  payment_info: optionalText(2000),
  payment_due: optionalDate(PROVIDER_MESSAGES.paymentDueInvalid),
  admin_notes: optionalText(5000),
});
export type ServiceProviderInput = z.output<typeof ServiceProviderInput>;
export type ServiceProviderInputValues = z.input<typeof ServiceProviderInput>;

/** An update: fields left out keep their value, fields sent as null are cleared. */
export const ServiceProviderUpdateInput = ServiceProviderInput.partial();
export type ServiceProviderUpdateInput = z.output<typeof ServiceProviderUpdateInput>;

/** A provider as admins read it: every field, the secret sign-in token and a signed QR-code link. */
export const ServiceProvider = z
  .object({
    id: z.number().int(),
    company_name: z.string(),
    contact_name: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    travel_distance: z.number().int().nullable().meta({ description: 'Anfahrt in km' }),
    category: ProviderCategory.nullable(),
    service_description: z.string().nullable(),
    duration: z.number().int().nullable().meta({ description: 'Minuten' }),
    preparation_time: z.number().int().nullable().meta({ description: 'Minuten' }),
    price: z.string().nullable().meta({ description: 'Euro als Dezimaltext mit zwei Nachkommastellen, z. B. "2400.50"' }),
    payment_info: z.string().nullable(),
    payment_due: z.iso.date().nullable(),
    admin_notes: z.string().nullable(),
    login_token: z.string(),
    /** The provider's personal sign-in link (PUBLIC_URL/provider-login?token=…): what the QR code holds. */
    login_url: z.string(),
    /** Opens the provider's sign-in QR code in a new tab (short-lived signed link). */
    qr_code_url: z.string(),
  })
  .meta({ title: 'ServiceProvider' });
export type ServiceProvider = z.output<typeof ServiceProvider>;

/** What a signed-in provider reads about their own company. */
export const ProviderDashboard = z
  .object({
    company_name: z.string(),
    contact_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    category: ProviderCategory.nullable(),
    /** Whom the provider calls on the day: the couple's or organisers' contact from the settings (not the provider's own person). */
    day_contact: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
  })
  .meta({ title: 'ProviderDashboard' });
export type ProviderDashboard = z.output<typeof ProviderDashboard>;
