/** The admin navigation, in the order and with the labels admins know. */
export const ADMIN_NAVIGATION = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/guests', label: 'Gästeliste' },
  { path: '/admin/guest-groups', label: 'Gästegruppen' },
  { path: '/admin/relation-types', label: 'Beziehungstypen' },
  { path: '/admin/guest-assignments', label: 'Gast-Zuordnungen' },
  { path: '/admin/rsvp', label: 'Rückmeldungen' },
  { path: '/admin/menus', label: 'Menüverwaltung' },
  { path: '/admin/rooms', label: 'Zimmerverwaltung' },
  { path: '/admin/service-providers', label: 'Dienstleister' },
  { path: '/admin/timeline', label: 'Tagesplanung' },
  { path: '/admin/wishlist', label: 'Wunschliste' },
  { path: '/admin/media', label: 'Medienverwaltung' },
  { path: '/admin/story', label: 'Hochzeits-Story' },
  { path: '/admin/exports', label: 'Exports' },
  { path: '/admin/sms', label: 'SMS-Verwaltung' },
  { path: '/admin/settings', label: 'Einstellungen' },
] as const;
