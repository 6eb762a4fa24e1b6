import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RemoteRegistryStore } from './remote-registry-store.js';
import { RemoteReleaseCatalog } from './remote-release-catalog.js';
import { RemoteReleaseFreeze } from './remote-release-freeze.js';
import { RemoteReleaseReports } from './remote-release-reports.js';
import { RemotePreviewsService } from './remote-previews.service.js';
import { RemoteReleasesController } from './remote-releases.controller.js';

/** Remote releases as the portal serves them: /remotes.json (hosted in app.ts), previews, load and failure reports, canaries and the automatic rollback. */
@Module({
  providers: [
    RemoteRegistryStore,
    { provide: RemoteReleaseCatalog, inject: [APP_CONFIG, RemoteRegistryStore], useFactory: (config: AppConfig, store: RemoteRegistryStore) => new RemoteReleaseCatalog(config, store) },
    RemotePreviewsService,
    RemoteReleaseReports,
    RemoteReleaseFreeze,
  ],
  controllers: [RemoteReleasesController],
  exports: [RemoteReleaseCatalog],
})
export class RemoteReleasesModule {}
