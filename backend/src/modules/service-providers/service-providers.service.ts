import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { newLoginToken } from '../../auth/login-token.js';
import { TokenService } from '../../auth/token.service.js';
import { qrCodePng } from '../../common/qr-code.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { ProviderDocument } from '../provider-documents/provider-document.entity.js';
import type { CreateServiceProviderInput, UpdateServiceProviderInput } from './dto/service-provider.input.js';
import { ServiceProvider } from './service-provider.entity.js';

/** "2400.5" -> "2400.50": the API always answers the two decimal places the column stores. */
function withTwoDecimals<T extends { price?: string | null }>(input: T): T {
  if (!input.price) return input;
  const [whole, fraction = ''] = input.price.split('.');
  return { ...input, price: `${BigInt(whole)}.${fraction.padEnd(2, '0')}` };
}

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

  /** Every field, the login token, and a signed QR-code link the admin can open in a new tab. */
  private adminView(admin: AuthUser, provider: ServiceProvider) {
    const { created_at: _created, ...fields } = provider;
    return { ...fields, qr_code_url: this.tokens.signedUrl(admin, `/api/service-provider/qrcode/${provider.id}`) };
  }

  async list(admin: AuthUser) {
    const providers = await this.em.find(ServiceProvider, {}, { orderBy: { company_name: 'asc', id: 'asc' } });
    return providers.map((provider) => this.adminView(admin, provider));
  }

  async get(admin: AuthUser, id: number) {
    return this.adminView(admin, await this.findOrFail(id));
  }

  async create(admin: AuthUser, input: CreateServiceProviderInput) {
    const provider = this.em.create(ServiceProvider, withTwoDecimals(input));
    await this.em.flush();
    return this.adminView(admin, provider);
  }

  async update(admin: AuthUser, id: number, input: UpdateServiceProviderInput) {
    const provider = await this.findOrFail(id);
    this.em.assign(provider, Object.fromEntries(Object.entries(withTwoDecimals(input)).filter(([, v]) => v !== undefined)));
    await this.em.flush();
    return this.adminView(admin, provider);
  }

  /** Deletes the provider and its document records (cascade); their files go by a job committed with them. */
  async remove(id: number): Promise<void> {
    const provider = await this.findOrFail(id);
    const keys = (await this.em.find(ProviderDocument, { service_provider: id })).map((d) => d.storage_key);
    this.em.remove(provider);
    if (keys.length > 0) runAfterCommit(this.em, deleteFilesJob, { keys });
    await this.em.flush();
  }

  async regenerateToken(admin: AuthUser, id: number) {
    const provider = await this.findOrFail(id);
    provider.login_token = newLoginToken();
    await this.em.flush();
    return this.adminView(admin, provider);
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
