import { Module } from '@nestjs/common';
import { StoryImages } from './story-images.js';
import { StoryController } from './story.controller.js';
import { StoryService } from './story.service.js';

@Module({ controllers: [StoryController], providers: [StoryService, StoryImages] })
export class StoryModule {}
