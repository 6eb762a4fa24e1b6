import { GuestListExportQuery, InvitationCardsQuery, RoomListExportQuery, RsvpExportQuery, TimelineExportQuery } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GuestListExportQueryDto extends createZodDto(GuestListExportQuery) {}
export class RoomListExportQueryDto extends createZodDto(RoomListExportQuery) {}
export class TimelineExportQueryDto extends createZodDto(TimelineExportQuery) {}
export class InvitationCardsQueryDto extends createZodDto(InvitationCardsQuery) {}
export class RsvpExportQueryDto extends createZodDto(RsvpExportQuery) {}
