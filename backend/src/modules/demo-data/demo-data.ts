import type { GuestPages } from '@hochzeit/contracts';
import { TZDate } from '@date-fns/tz';
import type { EntityManager } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { EventSettings } from '../event-settings/index.js';
import { GuestGroup } from '../guest-groups/index.js';
import { GuestPage } from '../guest-pages/index.js';
import { Guest } from '../guests/index.js';
import { Menu } from '../menus/index.js';
import { GuestAssignment, RelationType } from '../relations/index.js';
import { Location, Room, RoomAssignment } from '../rooms/index.js';
import { RsvpAnswer, RsvpSettings } from '../rsvp/index.js';
import { ServiceProvider } from '../service-providers/index.js';
import { Story } from '../story/index.js';
import { TickerMessage } from '../ticker/index.js';
import { TimelineEvent } from '../timeline/index.js';
import { DEMO_VIDEO, VIDEO_KEY } from '../video/index.js';
import { Wishlist } from '../wishlist/index.js';
import { DemoRecord, DemoSeed } from './demo-record.entity.js';
import type { FileStorage } from '../../storage/file-storage.js';

const logger = new Logger('DemoData');

/** The demo story and wish list; removing the demo data compares against them (see demo-record.entity.ts). */
export const DEMO_STORY = {
  title: 'Unsere Geschichte',
  blocks: [
    { id: 'b1', type: 'heading', position: 0, content: { text: 'Wie alles begann', level: 2 } },
    { id: 'b2', type: 'text', position: 1, content: { text: 'Wir haben uns an einem verregneten Herbstabend in St. Gallen kennengelernt, unter einem viel zu kleinen Regenschirm.' } },
    { id: 'b3', type: 'timeline', position: 2, content: { title: 'Der Antrag', date: 'Sommer 2024', description: 'Am Ufer des Bodensees, bei Sonnenuntergang.' } },
    { id: 'b4', type: 'quote', position: 3, content: { quote: 'Liebe ist das Einzige, was wächst, wenn wir es verschwenden.', author: 'Ricarda Huch' } },
  ] satisfies Story['blocks'],
};
/** The demo wedding: its couple, venue (with its position, for weather and map links), currency and contact for the day. */
export const DEMO_EVENT = {
  title: 'Unsere Hochzeit',
  couple_names: 'Anna & Lukas',
  venue_name: 'Schloss Wartensee',
  venue_address: 'Schloss Wartensee, 9404 Rorschacherberg',
  latitude: 47.4636,
  longitude: 9.5097,
  time_zone: 'Europe/Zurich',
  currency: 'CHF',
  // Like the product's own texts, the demo texts below speak to guests with 'Sie' (the default form of address).
  guest_address: 'sie',
  contact_name: 'Lea Graf (Trauzeugin)',
  contact_phone: '+41 79 222 33 44',
} as const;
/** The demo wedding lies this many days after the day of seeding, so a newcomer sees the countdown running. */
export const DEMO_WEDDING_DAYS_AHEAD = 120;
/** The ceremony starts at this time on the venue's clocks. */
const DEMO_CEREMONY = { hours: 15, minutes: 30 };
/** The guests' answer deadline lies this many days before the wedding. */
export const DEMO_RSVP_DAYS_BEFORE = 30;

/** The demo wedding's day on the venue's calendar: a time of day on it as an instant, and a calendar date some days before it. */
export function demoWeddingDay(seededAt: Date): { at: (hours: number, minutes: number) => Date; daysBefore: (days: number) => string } {
  const zone = DEMO_EVENT.time_zone;
  const today = new TZDate(seededAt.getTime(), zone);
  // Noon, so that a day's offset never lands on a clock change.
  const day = (offset: number) => new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + DEMO_WEDDING_DAYS_AHEAD + offset, 12, 0, zone);
  const calendarDate = (date: TZDate) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const wedding = day(0);
  return {
    at: (hours, minutes) => new Date(new TZDate(wedding.getFullYear(), wedding.getMonth(), wedding.getDate(), hours, minutes, zone).getTime()),
    daysBefore: (days) => calendarDate(day(-days)),
  };
}

export const DEMO_WISHLIST = {
  content: 'Das grösste Geschenk ist, dass Sie mit uns feiern. Wer uns darüber hinaus eine Freude machen möchte: Wir sparen für unsere Hochzeitsreise an die Amalfiküste.',
  payment_info: '',
};
/** The demo guest pages (castle, dress code, directions, payment details): what the couple writes in 'Gästeseiten'. */
export const DEMO_GUEST_PAGES = {
  castle: {
    title: 'Schloss Wartensee',
    text: 'Hoch über dem Bodensee, zwischen Rorschach und Heiden, liegt Schloss Wartensee. Hier feiern wir mit Ihnen: Apéro im Schlossgarten, Trauung in der Kapelle und Abendessen im Rittersaal.',
    images: [],
  },
  'dress-code': {
    text: 'Wir freuen uns, wenn Sie sich schick machen – festlich, aber so, dass Sie sich den ganzen Tag wohlfühlen. Im Schlossgarten gibt es Rasen, bequeme Absätze sind also eine gute Idee.\n\nDamen: Kleid, Jumpsuit oder Hosenanzug in jeder Farbe – nur bitte nicht in Weiß: diese Farbe ist der Braut vorbehalten.\n\nHerren: Anzug oder elegant-lässig (Sakko und Chino). Krawatte oder Fliege sind freiwillig.',
    images: [],
  },
  directions: {
    text: 'Gäste-Parkplatz P1 beim Schloss, drei Gehminuten zum Eingang.',
    links: [
      { label: 'SBB-Fahrplan nach Rorschach', url: 'https://www.sbb.ch/de/kaufen/pages/fahrplan/fahrplan.xhtml?nach=Rorschach' },
      { label: 'Flughafen Zürich: Anreise-Informationen', url: 'https://www.flughafen-zuerich.ch/de/passagiere/praktisches/anreise' },
      { label: 'Bodensee-Schiff (SBS) nach Rorschach', url: 'https://www.sbsag.ch/fahrplan' },
    ],
  },
  payment: { account_holder: DEMO_EVENT.couple_names, iban: 'CH93 0076 2011 6238 5295 7', bank: '', note: 'Hochzeitsreise' },
} satisfies Omit<GuestPages, 'gallery-folders'>; // the gallery keeps the specification's two folders

/**
 * Seeds a believable wedding on an empty database so a newcomer sees every screen with content.
 * Runs once per database: every row it creates is listed in `demo_record` (in the same
 * transaction), so 'Demodaten entfernen' can later remove exactly these rows, and `demo_seed`
 * remembers that the seeding happened, so a restart after that removal does not seed again.
 */
export async function seedDemoData(em: EntityManager, config: AppConfig, storage: FileStorage): Promise<void> {
  // The castle video: a short clip, until the couple puts theirs in place.
  if (!(await storage.exists(VIDEO_KEY))) await storage.importFile(DEMO_VIDEO, VIDEO_KEY);
  const people = await em.transactional((tx) => seedRecords(tx));
  if (!people) return;

  logger.log('Demodaten angelegt. Persönliche Links zum Ausprobieren:');
  for (const g of people.guests) logger.log(`  Gast ${g.first_name} ${g.last_name} (${g.guest_type}): ${config.publicUrl}/guest-login?token=${g.login_token}`);
  for (const p of people.providers) logger.log(`  Dienstleister ${p.company_name}: ${config.publicUrl}/provider-login?token=${p.login_token}`);
}

/** The demo rows, each listed in `demo_record`; null when the database was seeded before or already has guests or providers. */
async function seedRecords(em: EntityManager): Promise<{ guests: Guest[]; providers: ServiceProvider[] } | null> {
  if ((await em.count(DemoSeed)) > 0 || (await em.count(Guest)) > 0 || (await em.count(ServiceProvider)) > 0) return null;

  const wedding = demoWeddingDay(new Date());
  await seedEventSettings(em, wedding.at(DEMO_CEREMONY.hours, DEMO_CEREMONY.minutes));

  const seeded: object[] = [];
  const create = ((entityName: Parameters<EntityManager['create']>[0], data: Parameters<EntityManager['create']>[1]) => {
    const record = em.create(entityName, data);
    seeded.push(record);
    return record;
  }) as EntityManager['create'];

  const castle = create(Location, { name: 'Schloss Wartensee', address: 'Schloss Wartensee, 9404 Rorschacherberg' });
  const guestHouse = create(Location, { name: 'Gästehaus Seeblick', address: 'Seestrasse 12, 9400 Rorschach' });
  const tower = create(Room, { room_number: '101', description: 'Turmzimmer mit Seesicht', base_capacity: 2, has_extra_bed: true, has_crib: false, location: castle });
  const garden = create(Room, { room_number: '102', description: 'Gartenzimmer', base_capacity: 2, has_extra_bed: false, has_crib: true, location: castle });
  create(Room, { room_number: '3', description: 'Doppelzimmer', base_capacity: 2, has_extra_bed: false, has_crib: false, location: guestHouse });

  const meat = create(Menu, {
    type: 'Menü 1',
    class: 'Fleisch',
    description: {
      Gang1: 'Bodensee-Felchen', 'Gang1 Beschreibung': 'Geräuchert, mit Gurke und Dill',
      Gang2: 'Kalbsrücken', 'Gang2 Beschreibung': 'Rosa gebraten, Morchelsauce, Kartoffelgratin',
      Gang3: 'Hochzeitstorte', 'Gang3 Beschreibung': 'Himbeere und Vanille',
    },
    allergens: ['Fisch', 'Milch', 'Gluten'],
    choosable: true,
  });
  const veggie = create(Menu, {
    type: 'Menü 2',
    class: 'Vegetarisch',
    description: {
      Gang1: 'Randen-Carpaccio', 'Gang1 Beschreibung': 'Mit Ziegenkäse und Walnüssen',
      Gang2: 'Steinpilz-Risotto', 'Gang2 Beschreibung': 'Mit Parmesan und Trüffelöl',
      Gang3: 'Hochzeitstorte', 'Gang3 Beschreibung': 'Himbeere und Vanille',
    },
    allergens: ['Milch', 'Nüsse'],
    choosable: true,
  });
  create(Menu, {
    type: 'Menü 3',
    class: 'Kinder',
    description: {
      Gang1: 'Gemüsesticks', 'Gang1 Beschreibung': 'Mit Kräuterdip',
      Gang2: 'Pasta', 'Gang2 Beschreibung': 'Mit Tomatensauce',
      Gang3: 'Schokoladenmousse', 'Gang3 Beschreibung': '',
    },
    allergens: ['Gluten', 'Milch', 'Ei'],
    choosable: true,
  });

  const meier = create(GuestGroup, { name: 'Familie Meier' });
  const guest = (data: Partial<Guest> & Pick<Guest, 'first_name' | 'last_name' | 'guest_type'>) =>
    create(Guest, { allergies: [], ...data });
  const anna = guest({ first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', side: 'Ehefrau', mobile: '+41 79 123 45 67', email: 'anna.meier@example.ch', allergies: ['Nüsse'], group: meier, menu: meat });
  const lukas = guest({ first_name: 'Lukas', last_name: 'Meier', guest_type: 'Inner Circle', side: 'Ehefrau', mobile: '+41 79 123 45 68', group: meier, menu: meat, special_requests: 'Reist mit dem Zug an' });
  const sophie = guest({ first_name: 'Sophie', last_name: 'Keller', guest_type: 'Inner Circle', side: 'Ehemann', special_requests: 'Vegetarisch', menu: veggie, allergies: ['Laktose'], companion_allowed: true });
  const jonas = guest({ first_name: 'Jonas', last_name: 'Brunner', guest_type: 'Apéro', side: 'Ehemann', mobile: '+41 78 555 10 20' });
  const mia = guest({ first_name: 'Mia', last_name: 'Steiner', guest_type: 'Apéro', side: 'Beide' });

  create(RoomAssignment, { guest: anna, room: tower });
  create(RoomAssignment, { guest: lukas, room: tower });
  create(RoomAssignment, { guest: sophie, room: garden });

  const witness = create(RelationType, { name: 'Trauzeugin' });
  const family = create(RelationType, { name: 'Familie Braut' });
  const friends = create(RelationType, { name: 'Freunde' });
  create(GuestAssignment, { guest: anna, relation_type: witness });
  create(GuestAssignment, { guest: lukas, relation_type: family });
  create(GuestAssignment, { guest: jonas, relation_type: friends });
  create(GuestAssignment, { guest: mia, relation_type: friends });

  create(TickerMessage, { message: 'Herzlich willkommen auf Schloss Wartensee!' });
  create(TickerMessage, { message: 'Der Apéro beginnt um 14:00 Uhr im Schlossgarten.' });

  create(Wishlist, { id: 1, ...DEMO_WISHLIST });
  create(Story, { id: 1, ...DEMO_STORY, is_published: true });
  for (const [page, content] of Object.entries(DEMO_GUEST_PAGES)) create(GuestPage, { page, content });

  const providers = [
    create(ServiceProvider, { company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei', category: 'Fotograf', phone: '+41 71 222 33 44', email: 'info@lichtblick.example', duration: 480, preparation_time: 60, price: '2400.00', payment_due: wedding.daysBefore(7) }),
    create(ServiceProvider, { company_name: 'Schlossküche Wartensee', contact_name: 'Marco Rossi', category: 'Catering', phone: '+41 71 858 73 73', duration: 360, preparation_time: 120, price: '9850.50' }),
    create(ServiceProvider, { company_name: 'Bodensee Swing Trio', contact_name: 'Lea Graf', category: 'Musik', mobile: '+41 76 444 55 66', duration: 240, preparation_time: 45 }),
  ];
  seedDayPlan(create, providers[0], wedding.at);
  await em.flush();

  // A few RSVP answers and a deadline (Sophie's menu and allergy are on her guest record, the one truth; her
  // companion's are on the answer) a month before the wedding, so the overview and the guests' page show
  // something. Not listed in demo_record: the answers go with their demo guests, the settings stay.
  const answered = { answered_at: new Date(), answered_by: 'guest' as const };
  em.create(RsvpAnswer, { guest: sophie, attending: true, song_wish: 'Dancing Queen', companion_name: 'Tom Keller', companion_menu: meat, companion_allergies: [], message: 'Wir freuen uns riesig!', answered_by_guest: sophie, ...answered });
  em.create(RsvpAnswer, { guest: jonas, attending: false, message: 'Leider sind wir verreist – alles Liebe euch beiden!', answered_by_guest: jonas, ...answered });
  if (!(await em.findOne(RsvpSettings, { id: 1 }))) {
    const deadline = wedding.daysBefore(DEMO_RSVP_DAYS_BEFORE);
    em.create(RsvpSettings, { id: 1, deadline, ask_menu: true, ask_allergies: true, ask_song_wish: true, ask_message: true });
  }

  for (const record of seeded) {
    em.create(DemoRecord, { table_name: em.getMetadata().get(record.constructor).tableName, record_id: (record as { id: number }).id });
  }
  em.create(DemoSeed, { id: 1, seeded_at: new Date() });
  await em.flush();
  return { guests: [anna, lukas, sophie, jonas, mia], providers };
}

/**
 * The demo wedding in the settings: couple, venue, date and contact. Only over the neutral defaults
 * of an installation nobody has set up yet (no venue named); the couple's own settings stay.
 * Not listed in demo_record: removing the demo data keeps the event settings.
 */
async function seedEventSettings(em: EntityManager, startsAt: Date): Promise<void> {
  const settings = await em.findOne(EventSettings, { id: 1 });
  if (settings && settings.venue_name.trim() !== '') return;
  const demo = { ...DEMO_EVENT, starts_at: startsAt };
  if (settings) em.assign(settings, demo);
  else em.create(EventSettings, { id: 1, ...demo, cover_key: null, cover_width: null, cover_height: null });
}

/** The wedding day: guests' arrival, apéro, ceremony, dinner, and the providers' set-up, at times of day on the venue's clocks. */
function seedDayPlan(create: EntityManager['create'], photographer: ServiceProvider, on: (hours: number, minutes: number) => Date): void {
  const at = (time: string) => on(Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const event = (data: Partial<TimelineEvent> & Pick<TimelineEvent, 'title' | 'time' | 'description' | 'timeline_type' | 'visible_to'>) =>
    create(TimelineEvent, { event_color: '#013220', sms_notification: false, sms_sent: false, ...data });
  event({ title: 'Ankunft der Gäste', time: at('13:30'), description: 'Empfang im Schlosshof', timeline_type: 'appero', visible_to: ['admin', 'guest', 'organizer'], location: 'Schlosshof' });
  event({ title: 'Apéro', time: at('14:00'), end_time: at('15:30'), description: 'Apéro riche im Schlossgarten', timeline_type: 'appero', visible_to: ['admin', 'guest', 'organizer'], location: 'Schlossgarten', sms_notification: true });
  event({ title: 'Trauung', time: at('15:30'), end_time: at('16:30'), description: 'Freie Trauung mit Blick auf den See', timeline_type: 'inner_circle', visible_to: ['admin', 'guest', 'organizer'], location: 'Schlosskapelle', event_color: '#b8975a' });
  event({ title: 'Abendessen', time: at('18:30'), end_time: at('22:00'), description: 'Drei-Gänge-Menü im Rittersaal', timeline_type: 'inner_circle', visible_to: ['admin', 'guest', 'organizer'], location: 'Rittersaal' });
  event({ title: 'Aufbau Fotostudio', time: at('12:30'), end_time: at('13:30'), description: 'Licht und Fotobox im Rittersaal aufbauen', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider', 'organizer'], location: 'Rittersaal', service_provider: photographer, responsible_person: 'Nina Frei' });
  event({ title: 'Lieferanten-Zufahrt', time: at('10:00'), end_time: at('12:00'), description: 'Zufahrt über den Wirtschaftshof, Parkplatz P2', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'], location: 'Wirtschaftshof' });
}
