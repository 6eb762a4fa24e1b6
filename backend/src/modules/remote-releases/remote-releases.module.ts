import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RemoteReleaseCatalog } from './remote-release-catalog.js';
import { RemotePreviewsService } from './remote-previews.service.js';
import { RemoteReleasesController } from './remote-releases.controller.js';

/** Remote releases as the portal serves them: /remotes.json (hosted in app.ts), previews, failure reports. */
@Module({
  providers: [{ provide: RemoteReleaseCatalog, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new RemoteReleaseCatalog(config) }, RemotePreviewsService],
  controllers: [RemoteReleasesController],
  exports: [RemoteReleaseCatalog],
})
export class RemoteReleasesModule {}
