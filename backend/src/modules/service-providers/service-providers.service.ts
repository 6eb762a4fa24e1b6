import type { ProviderDashboard, ServiceProviderInput, ServiceProvider as ServiceProviderReply, ServiceProviderUpdateInput } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { newLoginToken } from '../../auth/login-token.js';
import { TokenService } from '../../auth/token.service.js';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { qrCodePng } from '../../common/qr-code.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { ProviderDocument } from '../provider-documents/index.js';
import { ServiceProvider } from './service-provider.entity.js';
import { germanCollator } from '../../common/german-sort.js';

@Injectable()
export class ServiceProvidersService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  findOrFail(id: number): Promise<ServiceProvider> {
    return this.em.findOneOrFail(ServiceProvider, { id }, orNotFound('Dienstleister nicht gefunden'));
  }

  /** Every field, the login token, and a signed QR-code link the admin can open in a new tab. */
  private adminView(admin: AuthUser, provider: ServiceProvider): ServiceProviderReply {
    // Optional columns a new record was created without are undefined until reloaded: the reply says null.
    const p = provider;
    return {
      id: p.id,
      company_name: p.company_name,
      contact_name: p.contact_name ?? null,
      phone: p.phone ?? null,
      mobile: p.mobile ?? null,
      email: p.email ?? null,
      address: p.address ?? null,
      travel_distance: p.travel_distance ?? null,
      category: p.category ?? null,
      service_description: p.service_description ?? null,
      duration: p.duration ?? null,
      preparation_time: p.preparation_time ?? null,
      price: p.price ?? null,
      payment_info: p.payment_info ?? null,
      payment_due: p.payment_due ?? null,
      admin_notes: p.admin_notes ?? null,
      login_token: p.login_token,
      login_url: this.loginUrl(p),
      qr_code_url: this.tokens.signedUrl(admin, `/api/service-provider/qrcode/${p.id}`),
    };
  }

  async list(admin: AuthUser): Promise<ServiceProviderReply[]> {
    const providers = (await this.em.find(ServiceProvider, {})).sort((a, b) => germanCollator.compare(a.company_name, b.company_name) || a.id - b.id);
    return providers.map((provider) => this.adminView(admin, provider));
  }

  async get(admin: AuthUser, id: number): Promise<ServiceProviderReply> {
    return this.adminView(admin, await this.findOrFail(id));
  }

  async create(admin: AuthUser, input: ServiceProviderInput): Promise<ServiceProviderReply> {
    const provider = this.em.create(ServiceProvider, input);
    await this.em.flush();
    return this.adminView(admin, provider);
  }

  async update(admin: AuthUser, id: number, input: ServiceProviderUpdateInput): Promise<ServiceProviderReply> {
    const provider = await this.findOrFail(id);
    this.em.assign(provider, input, UPDATE);
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

  async regenerateToken(admin: AuthUser, id: number): Promise<ServiceProviderReply> {
    const provider = await this.findOrFail(id);
    provider.login_token = newLoginToken();
    provider.session_version += 1; // ends the sessions opened with the old link
    await this.em.flush();
    return this.adminView(admin, provider);
  }

  async dashboard(providerId: number): Promise<Omit<ProviderDashboard, 'day_contact'>> {
    const { company_name, contact_name, email, phone, mobile, category } = await this.findOrFail(providerId);
    return { company_name, contact_name: contact_name ?? null, email: email ?? null, phone: phone ?? null, mobile: mobile ?? null, category: category ?? null };
  }

  loginUrl(provider: ServiceProvider): string {
    return `${this.config.publicUrl}/provider-login?token=${provider.login_token}`;
  }

  async qrCode(id: number): Promise<Buffer> {
    return qrCodePng(this.loginUrl(await this.findOrFail(id)));
  }
}
