import { AdminUser } from '../auth/admin-user.entity.js';
import { LoginFailure } from '../auth/login-failure.entity.js';
import { CastleVideo } from '../modules/video/castle-video.entity.js';
import { DemoRecord, DemoSeed } from '../modules/demo-data/demo-record.entity.js';
import { OutboxMessage } from '../jobs/outbox-message.entity.js';
import { PendingFile } from '../storage/pending-file.entity.js';
import { Media } from '../modules/media/media.entity.js';
import { MediaCategory, PhotoCategory } from '../modules/media/photo-category.entity.js';
import { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from '../modules/media/photo-group.entity.js';
import { EventSettings } from '../modules/event-settings/event-settings.entity.js';
import { GuestGroup } from '../modules/guest-groups/guest-group.entity.js';
import { Guest } from '../modules/guests/guest.entity.js';
import { Menu } from '../modules/menus/menu.entity.js';
import { ProviderDocument } from '../modules/provider-documents/provider-document.entity.js';
import { GuestAssignment } from '../modules/relations/guest-assignment.entity.js';
import { RelationType } from '../modules/relations/relation-type.entity.js';
import { Location } from '../modules/rooms/location.entity.js';
import { RoomAssignment } from '../modules/rooms/room-assignment.entity.js';
import { Room } from '../modules/rooms/room.entity.js';
import { ServiceProvider } from '../modules/service-providers/service-provider.entity.js';
import { SmsBatch, SmsMessage, SmsOptOut } from '../modules/sms/sms.entity.js';
import { Story } from '../modules/story/story.entity.js';
import { TickerMessage } from '../modules/ticker/ticker-message.entity.js';
import { TimelineEvent } from '../modules/timeline/timeline-event.entity.js';
import { Wishlist } from '../modules/wishlist/wishlist.entity.js';
import { RsvpAnswer, RsvpSettings } from '../modules/rsvp/rsvp.entity.js';

/** Every entity of the application, registered once with the ORM. */
export const ENTITIES = [
  AdminUser,
  EventSettings,
  Guest,
  GuestGroup,
  GuestAssignment,
  Location,
  LoginFailure,
  Media,
  MediaCategory,
  MediaPhotoGroup,
  Menu,
  OutboxMessage,
  PendingFile,
  PhotoCategory,
  PhotoGroup,
  PhotoGroupGuest,
  ProviderDocument,
  RelationType,
  Room,
  RoomAssignment,
  ServiceProvider,
  Story,
  TickerMessage,
  TimelineEvent,
  Wishlist,
  DemoRecord,
  DemoSeed,
  CastleVideo,
  SmsBatch,
  SmsMessage,
  SmsOptOut,
  RsvpAnswer,
  RsvpSettings,
];
