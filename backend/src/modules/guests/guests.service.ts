import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { newLoginToken } from '../../auth/login-token.js';
import { TokenService } from '../../auth/token.service.js';
import { qrCodePng } from '../../common/qr-code.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { Menu } from '../menus/menu.entity.js';
import { RoomAssignment } from '../rooms/room-assignment.entity.js';
import type { CreateGuestInput, UpdateGuestInput } from './dto/guest.input.js';
import { Guest } from './guest.entity.js';

/** A guest as the API shows it: relations as ids, under the API's field names. */
export function guestFields(guest: Guest) {
  return {
    id: guest.id,
    first_name: guest.first_name,
    last_name: guest.last_name,
    email: guest.email ?? null,
    phone: guest.phone ?? null,
    mobile: guest.mobile ?? null,
    address: guest.address ?? null,
    menu_id: guest.menu?.id ?? null,
    allergies: guest.allergies,
    special_requests: guest.special_requests ?? null,
    guest_type: guest.guest_type,
    side: guest.side ?? null,
    group_id: guest.group?.id ?? null,
    admin_notes: guest.admin_notes ?? null,
  };
}

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

  /** Every field, whether the guest has a room, the login token for invitations, and a signed QR-code link. */
  private async toAdminView(admin: AuthUser, guests: Guest[]) {
    const withRoom = new Set(
      (await this.em.find(RoomAssignment, { guest: { $in: guests.map((g) => g.id) } })).map((a) => a.guest.id),
    );
    return guests.map((guest) => ({
      ...guestFields(guest),
      has_room: withRoom.has(guest.id),
      login_token: guest.login_token,
      qr_code_url: this.tokens.signedUrl(admin, `/api/guest-qrcode/${guest.id}`),
    }));
  }

  async listForAdmin(admin: AuthUser) {
    const guests = await this.em.find(Guest, {}, { orderBy: { last_name: 'asc', first_name: 'asc', id: 'asc' } });
    return this.toAdminView(admin, guests);
  }

  async create(admin: AuthUser, input: CreateGuestInput) {
    const guest = this.em.create(Guest, { allergies: [], guest_type: 'Apéro', first_name: '', last_name: '' });
    await this.apply(guest, input);
    await this.em.flush();
    return (await this.toAdminView(admin, [guest]))[0];
  }

  async update(admin: AuthUser, id: number, input: UpdateGuestInput) {
    const guest = await this.findOrFail(id);
    await this.apply(guest, input);
    await this.em.flush();
    return (await this.toAdminView(admin, [guest]))[0];
  }

  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }

  /** A new secret invalidates the old QR code and ends the sessions opened with it. */
  async regenerateToken(admin: AuthUser, id: number) {
    const guest = await this.findOrFail(id);
    guest.login_token = newLoginToken();
    guest.session_version += 1; // ends the sessions opened with the old link
    await this.em.flush();
    return (await this.toAdminView(admin, [guest]))[0];
  }

  private async apply(guest: Guest, input: UpdateGuestInput): Promise<void> {
    const { menu_id, group_id, allergies, guest_type: _type, ...scalars } = input;
    for (const [key, value] of Object.entries(scalars)) {
      if (value === undefined) continue;
      (guest as unknown as Record<string, unknown>)[key] = key === 'first_name' || key === 'last_name' ? (value ?? '') : value;
    }
    if (input.guest_type && input.guest_type !== guest.guest_type) {
      // Accommodation is for Inner Circle guests; a guest with a room cannot silently lose it.
      if (input.guest_type !== 'Inner Circle' && guest.id && (await this.em.count(RoomAssignment, { guest: guest.id }))) {
        throw new ConflictException('Der Gast hat ein Zimmer. Bitte zuerst die Zimmerzuweisung aufheben.');
      }
      guest.guest_type = input.guest_type;
    }
    if (allergies !== undefined) guest.allergies = allergies ?? [];
    if (menu_id !== undefined) {
      if (menu_id !== null && !(await this.em.count(Menu, { id: menu_id }))) throw new BadRequestException('Menü existiert nicht');
      guest.menu = menu_id === null ? null : this.em.getReference(Menu, menu_id);
    }
    if (group_id !== undefined) {
      if (group_id !== null && !(await this.em.count(GuestGroup, { id: group_id }))) throw new BadRequestException('Gruppe existiert nicht');
      guest.group = group_id === null ? null : this.em.getReference(GuestGroup, group_id);
    }
  }

  loginUrl(guest: Guest): string {
    return `${this.config.publicUrl}/guest-login?token=${guest.login_token}`;
  }

  async qrCode(id: number): Promise<Buffer> {
    return qrCodePng(this.loginUrl(await this.findOrFail(id)));
  }
}
