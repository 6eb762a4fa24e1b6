import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { TimelineEventInput, TimelineFilterQuery } from './dto/timeline-event.input.js';
import { TimelineService } from './timeline.service.js';

@Controller('api/timeline')
export class TimelineController {
  constructor(private readonly timeline: TimelineService) {}

  /** Admin-only (the guard's default). */
  @Get('admin')
  list(@Query() filter: TimelineFilterQuery) {
    return this.timeline.list(filter);
  }

  @Post('admin')
  create(@Body() input: TimelineEventInput) {
    return this.timeline.create(input);
  }

  @Put('admin/:id')
  update(@IdParam() id: number, @Body() input: TimelineEventInput) {
    return this.timeline.update(id, input);
  }

  @Delete('admin/:id')
  async remove(@IdParam() id: number) {
    await this.timeline.remove(id);
    return { success: true };
  }

  @Roles('guest')
  @Get('guest')
  forGuest(@CurrentUser() guest: AuthUser) {
    return this.timeline.forGuest(guest.id);
  }

  @Roles('service_provider')
  @Get('service-provider')
  forServiceProvider(@CurrentUser() provider: AuthUser) {
    return this.timeline.forServiceProvider(provider.id);
  }
}
