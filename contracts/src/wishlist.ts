import { z } from 'zod';

const WISHLIST_CONTENT_MAX_LENGTH = 20_000;
const WISHLIST_PAYMENT_INFO_MAX_LENGTH = 5000;

/** `POST /api/admin/wishlist`: the wish text and how to pay; a field left out keeps its value. */
export const WishlistInput = z.object({
  content: z
    .string({ error: 'Der Wunschtext muss ein Text sein' })
    .trim()
    .max(WISHLIST_CONTENT_MAX_LENGTH, 'Der Wunschtext ist zu lang (max. 20 000 Zeichen)')
    .optional(),
  payment_info: z
    .string({ error: 'Die Zahlungsinformationen müssen ein Text sein' })
    .trim()
    .max(WISHLIST_PAYMENT_INFO_MAX_LENGTH, 'Die Zahlungsinformationen sind zu lang (max. 5000 Zeichen)')
    .optional(),
});
export type WishlistInput = z.output<typeof WishlistInput>;

/** The wish list as guests and admins read it ('' when nothing is written yet). */
export const Wishlist = z.object({ content: z.string(), payment_info: z.string() }).meta({ title: 'Wishlist' });
export type Wishlist = z.output<typeof Wishlist>;
