import { GuestStory, Story } from '@hochzeit/contracts';
import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { JsonBodyLimit } from '../../api/json-body.js';
import { Reply } from '../../api/reply.js';
import { Roles } from '../../auth/decorators.js';
import { StoryInputDto, StoryPublishInputDto } from './dto/story.input.js';
import { StoryService } from './story.service.js';

@Controller('api/story')
export class StoryController {
  constructor(private readonly story: StoryService) {}

  /** Admin-only (the guard's default). */
  @Get('admin')
  @Reply(Story)
  get() {
    return this.story.forAdmin();
  }

  /** The whole story at once: up to 200 blocks of up to 20,000 characters each. */
  @Put('admin')
  @JsonBodyLimit(2 * 1024 * 1024)
  @Reply(Story)
  save(@Body() input: StoryInputDto) {
    return this.story.save(input);
  }

  @Post('admin/publish')
  @Reply(Story)
  publish(@Body() input: StoryPublishInputDto) {
    return this.story.publish(input.is_published);
  }

  @Roles('guest')
  @Get('guest')
  @Reply(GuestStory)
  forGuest() {
    return this.story.forGuest();
  }
}
