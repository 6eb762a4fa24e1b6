import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { TokenService } from '../../auth/token.service.js';
import { qrCodePng } from '../../common/qr-code.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ServiceProvider } from './service-provider.entity.js';

@Injectable()
export class ServiceProvidersService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async findOrFail(id: number): Promise<ServiceProvider> {
    const provider = await this.em.findOne(ServiceProvider, { id });
    if (!provider) throw new NotFoundException('Dienstleister nicht gefunden');
    return provider;
  }

  /** The admin list: every field including the login token and a signed QR-code link. */
  async list(admin: AuthUser) {
    const providers = await this.em.find(ServiceProvider, {}, { orderBy: { company_name: 'asc', id: 'asc' } });
    return providers.map((provider) => ({ ...provider, qr_code_url: this.tokens.signedUrl(admin, `/api/service-provider/qrcode/${provider.id}`) }));
  }

  async dashboard(providerId: number) {
    const { company_name, contact_name, email, phone, mobile, category } = await this.findOrFail(providerId);
    return { company_name, contact_name, email, phone, mobile, category };
  }

  async qrCode(id: number): Promise<Buffer> {
    const provider = await this.findOrFail(id);
    return qrCodePng(`${this.config.publicUrl}/provider-login?token=${provider.login_token}`);
  }
}
