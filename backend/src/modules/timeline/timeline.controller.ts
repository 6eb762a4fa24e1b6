import { GuestTimelineEvent, ProviderTimelineEvent, SuccessReply, TimelineEvent } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import { CachedReply } from '../../api/cached-reply.js';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { TimelineEventInputDto, TimelineQueryDto } from './dto/timeline-event.input.js';
import { GUEST_DAY_PLAN_TABLES } from './timeline.queries.js';
import { TimelineService } from './timeline.service.js';

@Controller('api/timeline')
export class TimelineController {
  constructor(private readonly timeline: TimelineService) {}

  /** Admin-only (the guard's default). */
  @Get('admin')
  @Reply(z.array(TimelineEvent))
  @ApiDoc("List the day's timeline (admin)")
  list(@Query() filter: TimelineQueryDto) {
    return this.timeline.list(filter);
  }

  @Post('admin')
  @Reply(TimelineEvent, 201)
  @ApiDoc('Create a timeline entry')
  create(@Body() input: TimelineEventInputDto) {
    return this.timeline.create(input);
  }

  @Put('admin/:id')
  @Reply(TimelineEvent)
  @ApiDoc('Update a timeline entry')
  update(@IdParam() id: number, @Body() input: TimelineEventInputDto) {
    return this.timeline.update(id, input);
  }

  @Delete('admin/:id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a timeline entry')
  async remove(@IdParam() id: number) {
    await this.timeline.remove(id);
    return { success: true };
  }

  @Roles('guest')
  @Get('guest')
  @Reply(z.array(GuestTimelineEvent))
  @CachedReply(GUEST_DAY_PLAN_TABLES, { per: 'viewer', browser: 'revalidate' })
  @ApiDoc('The timeline as the guest sees it')
  forGuest(@CurrentUser() guest: AuthUser) {
    return this.timeline.forGuest(guest.id);
  }

  @Roles('service_provider')
  @Get('service-provider')
  @Reply(z.array(ProviderTimelineEvent))
  @ApiDoc('The timeline as the service provider sees it')
  forServiceProvider(@CurrentUser() provider: AuthUser) {
    return this.timeline.forServiceProvider(provider.id);
  }
}
