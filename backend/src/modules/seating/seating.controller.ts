import { GuestSeating, SeatingKitchenList, SeatingPlan, SeatingSettings, SeatingSuggestion, SeatingTable, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { SeatingMovesInputDto, SeatingSettingsInputDto, SeatingSuggestionInputDto, SeatingTableDeleteQueryDto, SeatingTableInputDto } from './dto/seating.input.js';
import { SeatingService } from './seating.service.js';

/** The couple's seating plan ('Tischplan'): tables, places, suggestion, settings. Admin-only (the guard's default). */
@Controller('api/admin/seating')
export class AdminSeatingController {
  constructor(private readonly seating: SeatingService) {}

  @Get()
  @Reply(SeatingPlan)
  @ApiDoc('The seating plan with its version and warnings')
  plan() {
    return this.seating.plan();
  }

  @Get('tables')
  @Reply(z.array(SeatingTable))
  @ApiDoc('List the tables')
  tables() {
    return this.seating.listTables();
  }

  @Post('tables')
  @Reply(SeatingTable, 201)
  @ApiDoc('Create a table', 409)
  createTable(@Body() input: SeatingTableInputDto) {
    return this.seating.createTable(input);
  }

  @Put('tables/:id')
  @Reply(SeatingTable)
  @ApiDoc('Update a table (not below the people seated at it)', 409)
  updateTable(@IdParam() id: number, @Body() input: SeatingTableInputDto) {
    return this.seating.updateTable(id, input);
  }

  @Delete('tables/:id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a table (with people only with confirm=true; they go back to the unseated)', 409)
  async deleteTable(@IdParam() id: number, @Query() query: SeatingTableDeleteQueryDto) {
    await this.seating.deleteTable(id, query.confirm);
    return { success: true as const };
  }

  @Put('seats')
  @Reply(SeatingPlan)
  @ApiDoc('Seat people (on the plan version shown; stale or over capacity: 409)', 404, 409)
  move(@Body() input: SeatingMovesInputDto) {
    return this.seating.move(input);
  }

  @Post('suggestion')
  @Reply(SeatingSuggestion)
  @ApiDoc('Suggest places keeping families and couples together (nothing stored)', 409)
  suggest(@Body() input: SeatingSuggestionInputDto) {
    return this.seating.suggest(input);
  }

  @Get('settings')
  @Reply(SeatingSettings)
  @ApiDoc('When guests see their table')
  settings() {
    return this.seating.settings();
  }

  @Put('settings')
  @Reply(SeatingSettings)
  @ApiDoc('Set when guests see their table')
  saveSettings(@Body() input: SeatingSettingsInputDto) {
    return this.seating.saveSettings(input);
  }

  @Get('kitchen-list')
  @Reply(SeatingKitchenList)
  @ApiDoc('The kitchen list per table (admin)')
  kitchenList() {
    return this.seating.kitchenList();
  }
}

/** The signed-in guest's table ('Ihr Tisch: …'), from the moment the couple set. */
@Roles('guest')
@Controller('api/guest/seating')
export class GuestSeatingController {
  constructor(private readonly seating: SeatingService) {}

  @Get()
  @Reply(GuestSeating)
  @ApiDoc("The guest's table (from the moment the couple chose)")
  table(@CurrentUser() guest: AuthUser) {
    return this.seating.guestSeating(guest.id);
  }
}

/** The catering provider's kitchen list per table; other providers get a 403. */
@Roles('service_provider')
@Controller('api/service-provider/seating/kitchen-list')
export class ProviderSeatingController {
  constructor(private readonly seating: SeatingService) {}

  @Get()
  @Reply(SeatingKitchenList)
  @ApiDoc('The kitchen list per table (catering provider)')
  kitchenList(@CurrentUser() provider: AuthUser) {
    return this.seating.kitchenForProvider(provider.id);
  }
}
