import { GUEST_NOT_FOUND, type GuestDashboard, type Menu as MenuReply, MENU_NOT_FOUND, MENU_NOT_YOURS, type OwnGroup, type RoomInfo } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { orNotFound } from '../../common/persistence.js';
import { Menu } from '../menus/index.js';
import { RoomAssignment } from '../rooms/index.js';
import { RsvpService } from '../rsvp/index.js';
import { Guest } from './guest.entity.js';

/** What a signed-in guest may read: only about themselves and their own group. */
@Injectable()
export class GuestPortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly rsvp: RsvpService,
  ) {}

  private guest(id: number, populate: Array<'group'> = []): Promise<Guest> {
    return this.em.findOneOrFail(Guest, { id }, { populate, ...orNotFound(GUEST_NOT_FOUND) });
  }

  async dashboard(guestId: number): Promise<GuestDashboard> {
    const [guest, rsvp] = await Promise.all([this.guest(guestId), this.rsvp.dashboardCard(guestId)]);
    return {
      id: guest.id,
      first_name: guest.first_name,
      last_name: guest.last_name,
      guest_type: guest.guest_type,
      group_id: guest.group?.id ?? null,
      menu_id: guest.menu?.id ?? null,
      // Accommodation is shown to Inner Circle guests only.
      room_info: guest.guest_type === 'Inner Circle' ? await this.roomInfo(guest.id) : null,
      rsvp,
    };
  }

  private async roomInfo(guestId: number): Promise<RoomInfo | null> {
    // One joined query for assignment, room and location: this runs on every guest's first screen.
    const assignment = await this.em.findOne(RoomAssignment, { guest: guestId }, { populate: ['room.location'], strategy: 'joined' });
    if (!assignment) return null;
    const { room } = assignment;
    const location = room.location;
    return {
      room_number: room.room_number,
      description: room.description ?? null,
      location_name: location.name,
      location_address: location.address ?? null,
    };
  }

  /** The guest's own group; a guest without a group sees just themselves. */
  async group(guestId: number): Promise<OwnGroup> {
    const guest = await this.guest(guestId, ['group']);
    const members = guest.group
      ? await this.em.find(Guest, { group: guest.group.id }, { orderBy: { last_name: 'asc', first_name: 'asc', id: 'asc' } })
      : [guest];
    return {
      id: guest.group?.id ?? null,
      name: guest.group?.name ?? null,
      members: members.map(({ id, first_name, last_name, guest_type, special_requests }) => ({
        id,
        first_name,
        last_name,
        guest_type,
        special_requests: special_requests ?? null,
      })),
    };
  }

  /** A guest may read only the menu chosen for them. */
  async menu(guestId: number, menuId: number): Promise<MenuReply> {
    const guest = await this.guest(guestId);
    if (guest.menu?.id !== menuId) throw new ForbiddenException(MENU_NOT_YOURS);
    return this.em.findOneOrFail(Menu, { id: menuId }, orNotFound(MENU_NOT_FOUND));
  }
}
