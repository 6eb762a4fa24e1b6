import { type EventSettings, EXPORT_GUEST_TYPE, type ExportFormat, ExportServiceProvider, ExportStats, RSVP_STATUS_LABELS, rsvpMenuLabel } from '@hochzeit/contracts';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import { PdfRenderer } from '../../common/pdf/pdf-renderer.js';
import { csvStream, type CsvColumn } from './csv.js';
import { xlsxFile } from './xlsx.js';
import { KitchenService } from '../kitchen/index.js';
import { RsvpService } from '../rsvp/index.js';
import { GuestListExportQueryDto, InvitationCardsQueryDto, RoomListExportQueryDto, RsvpExportQueryDto, TimelineExportQueryDto } from './dto/export-queries.js';
import { GUEST_COLUMNS, ROOM_COLUMNS, rsvpColumns, timelineColumns } from './export-columns.js';
import { EXPORT_CONTENT_TYPES, setExportFileHeaders } from './export-files.js';
import { guestListBody, htmlDocument, pageHeader, roomListBody, rsvpBody, timelineBody } from './export-html.js';
import { ExportsService } from './exports.service.js';
import { InvitationCards } from './invitation-cards.js';

const FILE_TYPES = [EXPORT_CONTENT_TYPES.pdf, EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx];

const GUEST_LIST_TITLES = { all: 'Gästeliste', inner_circle: 'Gästeliste Inner Circle', appero: 'Gästeliste Apéro' } as const;
const GUEST_LIST_FILE_PARTS = { all: ['Gästeliste', 'Alle'], inner_circle: ['Gästeliste', 'Inner Circle'], appero: ['Gästeliste', 'Apéro'] } as const;
const TIMELINE_TITLES = { appero: 'Tagesablauf Apéro', inner_circle: 'Tagesablauf Inner Circle' } as const;
const TIMELINE_FILE_PARTS = { appero: ['Tagesablauf', 'Apéro'], inner_circle: ['Tagesablauf', 'Inner Circle'] } as const;

/** Lists to print or open in a spreadsheet; admin-only (the guard's default). */
@Controller('api/exports')
export class ExportsController {
  constructor(
    private readonly exports: ExportsService,
    private readonly pdf: PdfRenderer,
    private readonly invitations: InvitationCards,
    private readonly rsvp: RsvpService,
    private readonly kitchen: KitchenService,
  ) {}

  @Get('service-providers')
  @Reply(z.array(ExportServiceProvider))
  @ApiDoc('Export the service providers')
  serviceProviders() {
    return this.exports.serviceProviders();
  }

  @Get('stats')
  @Reply(ExportStats)
  @ApiDoc('Export the statistics')
  stats() {
    return this.exports.stats();
  }

  /** Guests grouped by family/group; type all, inner_circle or appero. */
  @Get('guest-list')
  @FileReply(FILE_TYPES)
  @ApiDoc('Export the guest list')
  async guestList(@Query() query: GuestListExportQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const event = await this.exports.event();
    const parts = GUEST_LIST_FILE_PARTS[query.type];
    if (query.format !== 'pdf') return this.sheet(query.format, res, event, parts, GUEST_LIST_TITLES[query.type], GUEST_COLUMNS, this.exports.guestSheetBatches(query.type));
    // The meals are the kitchen list's figures of the same guests: one rule of who eats what.
    const [guests, kitchen] = await Promise.all([this.exports.guestList(query.type), this.kitchen.list(query.type === 'all' ? {} : { guest_type: EXPORT_GUEST_TYPE[query.type] })]);
    const html = htmlDocument(GUEST_LIST_TITLES[query.type], event, guestListBody(guests, kitchen.menus));
    return this.pdfFile(res, event, parts, html);
  }

  /** Rooms by location with the guests in each. */
  @Get('room-list')
  @FileReply(FILE_TYPES)
  @ApiDoc('Export the room list')
  async roomList(@Query() query: RoomListExportQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const event = await this.exports.event();
    const rooms = await this.exports.roomList();
    if (query.format !== 'pdf') return this.sheet(query.format, res, event, ['Zimmerliste'], 'Zimmerliste', ROOM_COLUMNS, [rooms]);
    return this.pdfFile(res, event, ['Zimmerliste'], htmlDocument('Zimmerliste', event, roomListBody(rooms)));
  }

  /** A day plan grouped by day: of Apéro guests, Inner Circle guests, or one service provider. */
  @Get('timeline')
  @FileReply(FILE_TYPES)
  @ApiDoc('Export the timeline')
  async timeline(@Query() query: TimelineExportQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const event = await this.exports.event();
    const provider = query.type === 'service_provider' ? await this.exports.provider(query.service_provider_id!) : undefined;
    const guestType = query.type as keyof typeof TIMELINE_TITLES;
    const title = provider ? `Tagesablauf ${provider.company_name}` : TIMELINE_TITLES[guestType];
    const parts = provider ? ['Tagesablauf', provider.company_name] : TIMELINE_FILE_PARTS[guestType];
    const events = await this.exports.timeline(query);
    if (query.format !== 'pdf') return this.sheet(query.format, res, event, parts, title, timelineColumns(event.time_zone), [events]);
    return this.pdfFile(res, event, parts, htmlDocument(title, event, timelineBody(events, event.time_zone)));
  }

  /** The RSVP overview's guests with their answers, filtered like the overview (status, guest type, group). */
  @Get('rsvp')
  @FileReply(FILE_TYPES)
  @ApiDoc('Export the RSVP list')
  async rsvpList(@Query() query: RsvpExportQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const event = await this.exports.event();
    const { format, ...filter } = query;
    const overview = await this.rsvp.overview(filter);
    const menus = new Map(overview.menus.map((m) => [m.id, rsvpMenuLabel(m)]));
    const label = (menuId: number | null | undefined) => (menuId ? (menus.get(menuId) ?? null) : null);
    const rows = overview.guests.map((row) => ({ ...row, menu: label(row.answer?.menu_id), companion_menu: row.answer?.companion_name ? label(row.answer.companion_menu_id) : null }));
    const group = filter.group_id !== undefined ? overview.groups.find((g) => g.id === filter.group_id)?.name : undefined;
    const parts = ['Rückmeldungen', ...(filter.status ? [RSVP_STATUS_LABELS[filter.status]] : []), ...(filter.guest_type ? [filter.guest_type] : []), ...(group ? [group] : [])];
    if (format !== 'pdf') return this.sheet(format, res, event, parts, 'Rückmeldungen', rsvpColumns(event.time_zone), [rows]);
    const subtitle = parts.length > 1 ? `Auswahl: ${parts.slice(1).join(', ')}` : '';
    return this.pdfFile(res, event, parts, htmlDocument('Rückmeldungen (Zu- und Absagen)', event, rsvpBody(rows, overview.summary, event.time_zone), subtitle));
  }

  /** The print pack's invitation cards (A6, four to an A4 sheet, crop marks) with personal QR codes. */
  @Get('invitation-cards')
  @FileReply(EXPORT_CONTENT_TYPES.pdf)
  @ApiDoc('Export invitation cards with QR codes')
  async invitationCards(@Query() query: InvitationCardsQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const event = await this.exports.event();
    const cards = await this.invitations.cards(query);
    const who = query.audience === 'service_providers' ? 'Dienstleister' : GUEST_LIST_FILE_PARTS[query.type][1];
    const parts = ['Einladungskarten', who, ...(query.ids ? ['Auswahl'] : []), ...(query.audience === 'guests' && query.per === 'family' ? ['Familien'] : [])];
    const pdf = await this.pdf.render({ html: await this.invitations.html(cards, event, query.audience), layout: 'sheet' });
    setExportFileHeaders(res, event, parts, 'pdf');
    return new StreamableFile(pdf, { length: pdf.length });
  }

  /** A list as CSV (streamed) or as an Excel workbook (one sheet named `sheetName`), from the same columns. */
  private async sheet<R>(
    format: Exclude<ExportFormat, 'pdf'>,
    res: Response,
    event: EventSettings,
    parts: readonly string[],
    sheetName: string,
    columns: readonly CsvColumn<R>[],
    rows: AsyncIterable<readonly R[]> | Iterable<readonly R[]>,
  ): Promise<StreamableFile> {
    if (format === 'csv') {
      setExportFileHeaders(res, event, parts, 'csv');
      return new StreamableFile(csvStream(columns, rows));
    }
    const xlsx = await xlsxFile(sheetName, columns, rows);
    setExportFileHeaders(res, event, parts, 'xlsx');
    return new StreamableFile(xlsx, { length: xlsx.length });
  }

  private async pdfFile(res: Response, event: EventSettings, parts: readonly string[], html: string): Promise<StreamableFile> {
    const pdf = await this.pdf.render({ html, headerHtml: pageHeader(event) });
    setExportFileHeaders(res, event, parts, 'pdf');
    return new StreamableFile(pdf, { length: pdf.length });
  }
}
