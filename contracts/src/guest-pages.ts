import { z } from 'zod';
import { DEFAULT_GALLERY_FOLDERS } from './media-constants.js';
import { ONLY_HTTP_URLS, STORY_IMAGE_PATH } from './story.js';

export * from './guest-page-constants.js';

/**
 * The guest pages the couple writes in the admin area: the castle page, the dress code, the
 * directions and the wish list's payment details. Each is saved whole (PUT) and read by guests
 * (the dress code and directions by providers too); a page nobody wrote yet is empty.
 */

const MAX_PAGE_IMAGES = 12;
const MAX_DIRECTION_LINKS = 12;

const text = (max: number, field: string) =>
  z.string({ error: `${field} muss ein Text sein` }).trim().max(max, `${field} ist zu lang (max. ${max} Zeichen)`).default('');

const httpAddress = z.url({ protocol: /^https?$/ });
const isHttpUrl = (value: string) => /^https?:\/\//i.test(value) && httpAddress.safeParse(value).success;

/** A photo uploaded through the story's upload (POST /api/story/admin/images) or an http(s) address. */
const pageImage = z
  .string({ error: 'Die Bildadresse muss ein Text sein' })
  .trim()
  .min(1, 'Bitte geben Sie eine Bildadresse an')
  .max(2000, 'Die Bildadresse ist zu lang')
  .refine((value) => STORY_IMAGE_PATH.test(value) || isHttpUrl(value), 'Bilder: nur hochgeladene Fotos oder http(s)-Adressen');
const pageImages = z.array(pageImage).max(MAX_PAGE_IMAGES, `Höchstens ${MAX_PAGE_IMAGES} Bilder`).default([]);

/** `PUT /api/admin/guest-pages/castle`; the castle video is uploaded on its own (Video). A field left out is empty. */
export const CastlePageInput = z.object({ title: text(200, 'Der Titel'), text: text(20_000, 'Der Text'), images: pageImages });
/** The castle page as guests and admins read it. */
export const CastlePage = z.object({ title: z.string(), text: z.string(), images: z.array(z.string()) }).meta({ title: 'CastlePage' });
export type CastlePage = z.output<typeof CastlePage>;

/** `PUT /api/admin/guest-pages/dress-code`. */
export const DressCodePageInput = z.object({ text: text(20_000, 'Der Text'), images: pageImages });
export const DressCodePage = z.object({ text: z.string(), images: z.array(z.string()) }).meta({ title: 'DressCodePage' });
export type DressCodePage = z.output<typeof DressCodePage>;

/** A link of the directions page: trains, parking, ferry, shuttle… */
export const DirectionLink = z.object({
  label: z.string({ error: 'Bitte geben Sie eine Bezeichnung ein' }).trim().min(1, 'Bitte geben Sie eine Bezeichnung ein').max(200, 'Die Bezeichnung ist zu lang (max. 200 Zeichen)'),
  url: z
    .string({ error: ONLY_HTTP_URLS })
    .trim()
    .max(2000, 'Die Adresse ist zu lang')
    .refine(isHttpUrl, ONLY_HTTP_URLS),
});
export type DirectionLink = z.output<typeof DirectionLink>;

/** `PUT /api/admin/guest-pages/directions`: a text (parking, how to get there) and the links; the address and coordinates are the event settings'. */
export const DirectionsPageInput = z.object({
  text: text(5000, 'Der Text'),
  links: z.array(DirectionLink).max(MAX_DIRECTION_LINKS, `Höchstens ${MAX_DIRECTION_LINKS} Links`).default([]),
});
export const DirectionsPage = z
  .object({ text: z.string(), links: z.array(z.object({ label: z.string(), url: z.string() })) })
  .meta({ title: 'DirectionsPage' });
export type DirectionsPage = z.output<typeof DirectionsPage>;

/** Letters and digits in groups, as people write an IBAN; checked by its ISO 13616 check digits. */
export function isValidIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
export const IBAN_INVALID = 'Bitte geben Sie eine gültige IBAN ein (Ländercode, zwei Prüfziffern, Kontonummer).';

/** `PUT /api/admin/guest-pages/payment`: the wish list's payment details (all optional; an IBAN must be valid). */
export const PaymentPageInput = z.object({
  account_holder: text(200, 'Der Kontoinhaber'),
  iban: z
    .string({ error: IBAN_INVALID })
    .trim()
    .max(50, IBAN_INVALID)
    .refine((value) => value === '' || isValidIban(value), IBAN_INVALID)
    .default(''),
  bank: text(200, 'Die Bank'),
  note: text(1000, 'Der Vermerk'),
});
export const PaymentPage = z
  .object({ account_holder: z.string(), iban: z.string(), bank: z.string(), note: z.string() })
  .meta({ title: 'PaymentPage' });
export type PaymentPage = z.output<typeof PaymentPage>;

const FOLDER_DATE_INVALID = 'Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT)';
const galleryFolderInput = z.object({
  name: z.string({ error: 'Bitte geben Sie einen Ordnernamen ein' }).trim().min(1, 'Bitte geben Sie einen Ordnernamen ein').max(100, 'Der Ordnername ist zu lang (max. 100 Zeichen)'),
  date: z.union([z.literal(''), z.iso.date({ error: FOLDER_DATE_INVALID })], { error: FOLDER_DATE_INVALID }).default(''),
});
const galleryFolder = z.object({ name: z.string(), date: z.string() });

/** `PUT /api/admin/guest-pages/gallery-folders`: the names and dates of the gallery's two folders. */
export const GalleryFoldersPageInput = z.object({ hochzeit: galleryFolderInput, wartensee: galleryFolderInput });
export const GalleryFoldersPage = z.object({ hochzeit: galleryFolder, wartensee: galleryFolder }).meta({ title: 'GalleryFoldersPage' });
export type GalleryFoldersPage = z.output<typeof GalleryFoldersPage>;

/** Each page as nobody has written it yet (the gallery's folders: the specification's two). */
export const EMPTY_GUEST_PAGES = {
  castle: { title: '', text: '', images: [] } satisfies CastlePage,
  'dress-code': { text: '', images: [] } satisfies DressCodePage,
  directions: { text: '', links: [] } satisfies DirectionsPage,
  payment: { account_holder: '', iban: '', bank: '', note: '' } satisfies PaymentPage,
  'gallery-folders': DEFAULT_GALLERY_FOLDERS satisfies GalleryFoldersPage,
};

/** `GET /api/admin/guest-pages`: every page as the admin edits it. */
export const GuestPages = z
  .object({ castle: CastlePage, 'dress-code': DressCodePage, directions: DirectionsPage, payment: PaymentPage, 'gallery-folders': GalleryFoldersPage })
  .meta({ title: 'GuestPages' });
export type GuestPages = z.output<typeof GuestPages>;
