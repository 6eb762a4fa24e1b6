import { AdminUser } from './auth/admin-user.entity.js';
import { LoginFailure, SignInFailure } from './auth/login-failure.entity.js';
import { OutboxMessage } from './jobs/outbox-message.entity.js';
import { BackupRun, BackupSettings } from './modules/backup/index.js';
import { DemoRecord, DemoSeed } from './modules/demo-data/index.js';
import { EmailUnsubscribe } from './modules/email/index.js';
import { EventSettings } from './modules/event-settings/index.js';
import { GuestGroup } from './modules/guest-groups/index.js';
import { GuestPage } from './modules/guest-pages/index.js';
import { Guest } from './modules/guests/index.js';
import { Media, MediaCategory, MediaPhotoGroup, PhotoCategory, PhotoGroup, PhotoGroupGuest, VenueSettings } from './modules/media/index.js';
import { Menu } from './modules/menus/index.js';
import { ProviderDocument } from './modules/provider-documents/index.js';
import { GuestAssignment, RelationType } from './modules/relations/index.js';
import { Location, Room, RoomAssignment } from './modules/rooms/index.js';
import { RsvpAnswer, RsvpSettings } from './modules/rsvp/index.js';
import { RsvpReminderSettings, RsvpReminderStep } from './modules/rsvp-reminders/index.js';
import { SeatAssignment, SeatingPlanState, SeatingTable } from './modules/seating/index.js';
import { ServiceProvider } from './modules/service-providers/index.js';
import { SmsBatch, SmsMessage, SmsOptOut } from './modules/sms/index.js';
import { Story } from './modules/story/index.js';
import { TickerMessage } from './modules/ticker/index.js';
import { TimelineEvent } from './modules/timeline/index.js';
import { CastleVideo } from './modules/video/index.js';
import { Wishlist } from './modules/wishlist/index.js';
import { DeletionRequest, GuestSession, LegalPage, PrivacySettings, RemovalRequest } from './modules/privacy/index.js';
import { PendingFile } from './storage/pending-file.entity.js';

/**
 * Every entity of the application. The running app registers each with its own module
 * (`MikroOrmModule.forFeature`); the ORM started outside Nest (migrations, the worker's schema
 * check, tests) needs them all at once. entities.spec.ts checks that the two agree.
 */
export const ENTITIES = [
  AdminUser,
  LoginFailure,
  SignInFailure,
  OutboxMessage,
  PendingFile,
  DemoRecord,
  DemoSeed,
  EventSettings,
  EmailUnsubscribe,
  Guest,
  GuestGroup,
  GuestAssignment,
  RelationType,
  Location,
  Room,
  RoomAssignment,
  Media,
  MediaCategory,
  MediaPhotoGroup,
  PhotoCategory,
  PhotoGroup,
  PhotoGroupGuest,
  VenueSettings,
  Menu,
  ProviderDocument,
  ServiceProvider,
  Story,
  GuestPage,
  TickerMessage,
  TimelineEvent,
  Wishlist,
  CastleVideo,
  SmsBatch,
  SmsMessage,
  SmsOptOut,
  RsvpAnswer,
  RsvpSettings,
  RsvpReminderSettings,
  RsvpReminderStep,
  BackupSettings,
  BackupRun,
  SeatingTable,
  SeatAssignment,
  SeatingPlanState,
  PrivacySettings,
  LegalPage,
  GuestSession,
  DeletionRequest,
  RemovalRequest,
];
