import { ProviderDashboard } from '@hochzeit/contracts';
import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { EventSettingsService } from '../event-settings/index.js';
import { ServiceProvidersService } from './service-providers.service.js';

@Controller('api/service-provider')
export class ProviderPortalController {
  constructor(
    private readonly providers: ServiceProvidersService,
    private readonly eventSettings: EventSettingsService,
  ) {}

  @Roles('service_provider')
  @Get('dashboard')
  @Reply(ProviderDashboard)
  @ApiDoc("The service provider's start page")
  async dashboard(@CurrentUser() provider: AuthUser) {
    const [company, dayContact] = await Promise.all([this.providers.dashboard(provider.id), this.eventSettings.dayContact()]);
    return { ...company, day_contact: dayContact };
  }

  /** Admin-only: opened by the admin in a new tab (signed URL) to print the provider's sign-in code. */
  @Get('qrcode/:id')
  @FileReply('image/png')
  @Header('Content-Type', 'image/png')
  @Header('Cache-Control', 'private, no-store')
  @ApiDoc("QR code of a service provider's link")
  async qrCode(@IdParam() id: number) {
    return new StreamableFile(await this.providers.qrCode(id));
  }
}
