import { StoryInput, StoryPublishInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class StoryInputDto extends createZodDto(StoryInput) {}
export class StoryPublishInputDto extends createZodDto(StoryPublishInput) {}
