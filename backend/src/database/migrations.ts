import type { Migration } from '@mikro-orm/migrations';
import { Migration20261120224602Foundation } from '../migrations/Migration20261120224602Foundation.js';
import { Migration20261120230315CoreDomain } from '../migrations/Migration20261120230315CoreDomain.js';
import { Migration20261120232217ContentAreas } from '../migrations/Migration20261120232217ContentAreas.js';
import { Migration20261122032759Outbox } from '../migrations/Migration20261122032759Outbox.js';
import { Migration20261122033338SessionVersions } from '../migrations/Migration20261122033338SessionVersions.js';
import { Migration20261122033424DemoDataMarker } from '../migrations/Migration20261122033424DemoDataMarker.js';
import { Migration20261122041326Media } from '../migrations/Migration20261122041326Media.js';
import { Migration20261122042043MediaListAndDedupe } from '../migrations/Migration20261122042043MediaListAndDedupe.js';
import { Migration20261122042853CastleVideo } from '../migrations/Migration20261122042853CastleVideo.js';
import { Migration20261122061603SmsAndVenueTimeZone } from '../migrations/Migration20261122061603SmsAndVenueTimeZone.js';
import { Migration20261201090000CoupleAndCover } from '../migrations/Migration20261201090000CoupleAndCover.js';
import { Migration20261210090000DataChangeNotifications } from '../migrations/Migration20261210090000DataChangeNotifications.js';
import { Migration20261210090100PendingFiles } from '../migrations/Migration20261210090100PendingFiles.js';
import { Migration20261210090200LoginFailures } from '../migrations/Migration20261210090200LoginFailures.js';
import { Migration20261210090300Rsvp } from '../migrations/Migration20261210090300Rsvp.js';
import { Migration20261215090000VenueCurrencyDayContact } from '../migrations/Migration20261215090000VenueCurrencyDayContact.js';
import { Migration20261215090100NeutralEventDefaults } from '../migrations/Migration20261215090100NeutralEventDefaults.js';
import { Migration20261216090000GuestPages } from '../migrations/Migration20261216090000GuestPages.js';
import { Migration20261217090000GuestAddress } from '../migrations/Migration20261217090000GuestAddress.js';
import { Migration20261218092000EmailSenderAndUnsubscribe } from '../migrations/Migration20261218092000EmailSenderAndUnsubscribe.js';
import { Migration20261218090000RsvpInGuestRecord } from '../migrations/Migration20261218090000RsvpInGuestRecord.js';
import { Migration20261220090000RsvpReminders } from '../migrations/Migration20261220090000RsvpReminders.js';
import { Migration20261219093000MessagesEmail } from '../migrations/Migration20261219093000MessagesEmail.js';
import { Migration20261221090000Backups } from '../migrations/Migration20261221090000Backups.js';
import { Migration20261222090000SignInFailures } from '../migrations/Migration20261222090000SignInFailures.js';
import { Migration20261223090000VenueUploads } from '../migrations/Migration20261223090000VenueUploads.js';
import { Migration20261224090000Seating } from '../migrations/Migration20261224090000Seating.js';
import { Migration20261225090000Privacy } from '../migrations/Migration20261225090000Privacy.js';
import { Migration20261226090000ReleaseRegistry } from '../migrations/Migration20261226090000ReleaseRegistry.js';

type MigrationClass = (new (...args: ConstructorParameters<typeof Migration>) => Migration) & { name: string };

/** Committed migrations in order; listed explicitly so the same list runs from TypeScript (tests) and compiled JS. */
export const MIGRATIONS: MigrationClass[] = [
  Migration20261120224602Foundation,
  Migration20261120230315CoreDomain,
  Migration20261120232217ContentAreas,
  Migration20261122032759Outbox,
  Migration20261122033338SessionVersions,
  Migration20261122033424DemoDataMarker,
  Migration20261122041326Media,
  Migration20261122042043MediaListAndDedupe,
  Migration20261122042853CastleVideo,
  Migration20261122061603SmsAndVenueTimeZone,
  Migration20261201090000CoupleAndCover,
  Migration20261210090000DataChangeNotifications,
  Migration20261210090100PendingFiles,
  Migration20261210090200LoginFailures,
  Migration20261210090300Rsvp,
  Migration20261215090000VenueCurrencyDayContact,
  Migration20261215090100NeutralEventDefaults,
  Migration20261216090000GuestPages,
  Migration20261217090000GuestAddress,
  Migration20261218090000RsvpInGuestRecord,
  Migration20261218092000EmailSenderAndUnsubscribe,
  Migration20261219093000MessagesEmail,
  Migration20261220090000RsvpReminders,
  Migration20261221090000Backups,
  Migration20261222090000SignInFailures,
  Migration20261223090000VenueUploads,
  Migration20261224090000Seating,
  Migration20261225090000Privacy,
  Migration20261226090000ReleaseRegistry,
];
