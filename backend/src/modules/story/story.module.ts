import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { StoryImages } from './story-images.js';
import { StoryController } from './story.controller.js';
import { StoryService } from './story.service.js';
import { Story } from './story.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([Story])], controllers: [StoryController], providers: [StoryService, StoryImages] })
export class StoryModule {}
