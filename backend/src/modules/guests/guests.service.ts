import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { TokenService } from '../../auth/token.service.js';
import { qrCodePng } from '../../common/qr-code.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Guest } from './guest.entity.js';

@Injectable()
export class GuestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async findOrFail(id: number): Promise<Guest> {
    const guest = await this.em.findOne(Guest, { id });
    if (!guest) throw new NotFoundException('Gast nicht gefunden');
    return guest;
  }

  /** The admin's guest list: every field, the login token for invitations, and a signed QR-code link. */
  async listForAdmin(admin: AuthUser) {
    const guests = await this.em.find(Guest, {}, { orderBy: { last_name: 'asc', first_name: 'asc', id: 'asc' } });
    return guests.map((guest) => ({
      ...guest,
      has_room: false,
      qr_code_url: this.tokens.signedUrl(admin, `/api/guest-qrcode/${guest.id}`),
    }));
  }

  async dashboard(guestId: number) {
    const guest = await this.findOrFail(guestId);
    const { id, first_name, last_name, guest_type, group_id, menu_id } = guest;
    return { id, first_name, last_name, guest_type, group_id, menu_id, room_info: null };
  }

  loginUrl(guest: Guest): string {
    return `${this.config.publicUrl}/guest-login?token=${guest.login_token}`;
  }

  async qrCode(id: number): Promise<Buffer> {
    return qrCodePng(this.loginUrl(await this.findOrFail(id)));
  }
}
