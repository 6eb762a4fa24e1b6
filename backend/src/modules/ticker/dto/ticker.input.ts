import { TickerMessageInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class TickerMessageInputDto extends createZodDto(TickerMessageInput) {}
