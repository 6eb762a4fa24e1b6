import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AuthModule } from './auth/auth.module.js';
import { loggingModule } from './common/logging.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { type DataDirLock, releasedOnShutdown } from './database/data-dir-lock.js';
import { DatabaseModule } from './database/database.module.js';
import { DemoDataModule } from './modules/demo-data/demo-data.module.js';
import { EmailModule } from './modules/email/email.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ExportsModule } from './modules/exports/exports.module.js';
import { BackupModule } from './modules/backup/backup.module.js';
import { SeatingModule } from './modules/seating/seating.module.js';
import { EventSettingsModule } from './modules/event-settings/event-settings.module.js';
import { GuestPagesModule } from './modules/guest-pages/guest-pages.module.js';
import { GuestGroupsModule } from './modules/guest-groups/guest-groups.module.js';
import { GuestImportModule } from './modules/guest-import/guest-import.module.js';
import { GuestsModule } from './modules/guests/guests.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { MenusModule } from './modules/menus/menus.module.js';
import { ProviderDocumentsModule } from './modules/provider-documents/provider-documents.module.js';
import { RemoteReleasesModule } from './modules/remote-releases/remote-releases.module.js';
import { RelationsModule } from './modules/relations/relations.module.js';
import { RoomsModule } from './modules/rooms/rooms.module.js';
import { RsvpModule } from './modules/rsvp/rsvp.module.js';
import { RsvpRemindersModule } from './modules/rsvp-reminders/index.js';
import { AdminDashboardModule } from './modules/admin-dashboard/index.js';
import { ServiceProvidersModule } from './modules/service-providers/service-providers.module.js';
import { SmsModule } from './modules/sms/sms.module.js';
import { StoryModule } from './modules/story/story.module.js';
import { TickerModule } from './modules/ticker/ticker.module.js';
import { TimelineModule } from './modules/timeline/timeline.module.js';
import { VideoModule } from './modules/video/video.module.js';
import { WeatherModule } from './modules/weather/weather.module.js';
import { WishlistModule } from './modules/wishlist/wishlist.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { StorageModule } from './storage/storage.module.js';

@Module({})
export class AppModule {
  /**
   * `dataDirLock`: the embedded database's lock, given back when the application shuts down.
   * `logger`: the process's logger (common/logging.ts), which Nest and every request log through.
   */
  static forRoot(config: AppConfig, dataDirLock: DataDirLock | null, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        loggingModule(logger, config.log),
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        JobsModule,
        StorageModule,
        AuthModule.forRoot([GuestsModule, ServiceProvidersModule]),
        GuestsModule,
        GuestGroupsModule,
        GuestImportModule,
        RelationsModule,
        MenusModule,
        MediaModule,
        RoomsModule,
        ServiceProvidersModule,
        ProviderDocumentsModule,
        TickerModule,
        EventSettingsModule,
        TimelineModule,
        WishlistModule,
        StoryModule,
        GuestPagesModule,
        VideoModule,
        RsvpModule,
        EmailModule,
        SmsModule,
        RsvpRemindersModule,
        AdminDashboardModule,
        ExportsModule,
        RemoteReleasesModule,
        DemoDataModule,
        HealthModule,
        WeatherModule,
        BackupModule,
        SeatingModule,
        PrivacyModule,
      ],
      providers: dataDirLock ? [releasedOnShutdown(dataDirLock)] : [],
    };
  }
}
