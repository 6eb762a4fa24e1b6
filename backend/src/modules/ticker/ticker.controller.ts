import { Controller, Get } from '@nestjs/common';
import { Public } from '../../auth/decorators.js';
import { TickerService } from './ticker.service.js';

@Controller('api/admin/ticker-messages')
export class TickerController {
  constructor(private readonly ticker: TickerService) {}

  /** Public on purpose (spec core §7): the guest dashboard reads it without a credential. */
  @Public()
  @Get()
  async list() {
    return { success: true, messages: await this.ticker.list() };
  }
}
