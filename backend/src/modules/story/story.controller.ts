import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { Roles } from '../../auth/decorators.js';
import { PublishStoryInput, UpdateStoryInput } from './dto/story.input.js';
import { StoryService } from './story.service.js';

@Controller('api/story')
export class StoryController {
  constructor(private readonly story: StoryService) {}

  /** Admin-only (the guard's default). */
  @Get('admin')
  get() {
    return this.story.forAdmin();
  }

  @Put('admin')
  save(@Body() input: UpdateStoryInput) {
    return this.story.save(input);
  }

  @Post('admin/publish')
  @HttpCode(200)
  publish(@Body() input: PublishStoryInput) {
    return this.story.publish(input.is_published);
  }

  @Roles('guest')
  @Get('guest')
  forGuest() {
    return this.story.forGuest();
  }
}
