import { DownloadLink } from '@hochzeit/contracts';
import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { TokenService } from '../../auth/token.service.js';
import { AdminDownloadQueryDto } from './dto/admin-download-query.dto.js';
import { MediaArchives } from './media-archives.service.js';
import type { ViewableMedia } from './media.queries.js';
import { VenueSettingsService } from './venue-settings.service.js';

const GUEST_DOWNLOAD = '/api/media/download';
const ADMIN_DOWNLOAD = '/api/media/admin/download';

/**
 * "Download everything" as a ZIP, streamed while it is written. The browser should save it
 * without holding it in memory, so the page asks for a signed link first
 * (`GET …/download-link` → `{url}`, valid 15 minutes, the portal's resource token as `?access=`)
 * and then simply navigates to it; a bearer header works on the download routes as well.
 */
@Controller('api/media')
export class MediaDownloadsController {
  constructor(
    private readonly archives: MediaArchives,
    private readonly tokens: TokenService,
    private readonly venue: VenueSettingsService,
  ) {}

  @Roles('guest')
  @Get('download')
  @FileReply('application/zip')
  @ApiDoc("Download the guest's photos as a ZIP (403 while the gallery is closed)", 403)
  async guestDownload(@CurrentUser() guest: AuthUser) {
    // 'Erst nach der Feier zeigen': the whole gallery at once is the gallery too.
    await this.venue.assertGalleryOpen();
    return this.zip(await this.archives.forGuest(guest), this.archives.fileName());
  }

  @Roles('guest')
  @Get('download-link')
  @Reply(DownloadLink)
  @ApiDoc("Signed link to the guest's photo ZIP (403 while the gallery is closed)", 403)
  async guestDownloadLink(@CurrentUser() guest: AuthUser): Promise<DownloadLink> {
    await this.venue.assertGalleryOpen();
    return { url: this.tokens.signedUrl(guest, GUEST_DOWNLOAD) };
  }

  @Get('admin/download')
  @FileReply('application/zip')
  @ApiDoc('Download photos as a ZIP (folder or photo group)')
  async adminDownload(@Query() query: AdminDownloadQueryDto) {
    return this.zip(await this.archives.forAdmin(query), this.archives.fileName(query));
  }

  @Get('admin/download-link')
  @Reply(DownloadLink)
  @ApiDoc('Signed link to a photo ZIP (admin)')
  async adminDownloadLink(@CurrentUser() admin: AuthUser, @Query() query: AdminDownloadQueryDto): Promise<DownloadLink> {
    // Refuses an unknown photo group now rather than when the download starts.
    await this.archives.forAdmin(query);
    const params = new URLSearchParams();
    if (query.folder) params.set('folder', query.folder);
    if (query.group_id !== undefined) params.set('group_id', String(query.group_id));
    params.set('access', this.tokens.issueResourceToken(admin, ADMIN_DOWNLOAD));
    return { url: `${ADMIN_DOWNLOAD}?${params.toString()}` };
  }

  private zip(media: ViewableMedia[], fileName: string): StreamableFile {
    return new StreamableFile(this.archives.archive(media), { type: 'application/zip', disposition: contentDisposition(fileName) });
  }
}
