/**
 * The kitchen list's constants without zod, so frontends import them as values
 * (`@hochzeit/contracts/kitchen-constants`) without the schemas: texts, messages, who may read it.
 */
import type { MENU_TYPES } from './menus.js';
import type { ProviderCategory } from './service-providers.js';

/** 'Menü 3' is the children's menu (spec): counted apart as children's menus. */
export const KITCHEN_CHILDREN_MENU_TYPE = 'Menü 3' satisfies (typeof MENU_TYPES)[number];

/** Only a provider of this category sees the kitchen list (their dashboard and the PDF/CSV). */
export const KITCHEN_PROVIDER_CATEGORY = 'Catering' satisfies ProviderCategory;

export const KITCHEN_TEXTS = {
  title: 'Küchenliste',
  noMenu: 'Ohne Menüwahl',
  companion: 'Begleitung',
  companionOf: (name: string) => `Begleitung von ${name}`,
  children: 'Kindermenü',
} as const;

export const KITCHEN_MESSAGES = {
  notCatering: 'Die Küchenliste ist nur für Dienstleister der Kategorie Catering freigegeben.',
  loadFailed: 'Die Küchenliste konnte nicht geladen werden.',
} as const;
