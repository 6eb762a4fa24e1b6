/**
 * The admin navigation, in the order and with the labels admins know. Every admin page is reachable
 * from here; entries with `ownRoute` are pages whose route AdminApp declares itself (a sub-path, or
 * the photo wall without the admin frame).
 */
export const ADMIN_NAVIGATION = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/guests', label: 'Gästeliste' },
  { path: '/admin/guests/import', label: 'Gäste importieren', ownRoute: true },
  { path: '/admin/guest-groups', label: 'Gästegruppen' },
  { path: '/admin/relation-types', label: 'Beziehungstypen' },
  { path: '/admin/guest-assignments', label: 'Gast-Zuordnungen' },
  { path: '/admin/rsvp', label: 'Rückmeldungen' },
  { path: '/admin/kitchen-list', label: 'Küchenliste' },
  { path: '/admin/seating', label: 'Tischplan' },
  { path: '/admin/menus', label: 'Menüverwaltung' },
  { path: '/admin/rooms', label: 'Zimmerverwaltung' },
  { path: '/admin/service-providers', label: 'Dienstleister' },
  { path: '/admin/timeline', label: 'Tagesplanung' },
  { path: '/admin/wishlist', label: 'Wunschliste' },
  { path: '/admin/media', label: 'Medienverwaltung' },
  { path: '/admin/media/diashow', label: 'Diashow', ownRoute: true },
  { path: '/admin/story', label: 'Hochzeits-Story' },
  { path: '/admin/guest-pages', label: 'Gästeseiten' },
  { path: '/admin/exports', label: 'Exports' },
  { path: '/admin/sms', label: 'SMS-Verwaltung' },
  { path: '/admin/privacy', label: 'Datenschutz' },
  { path: '/admin/settings', label: 'Einstellungen' },
] as const;
