import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { Public } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { TickerMessageInput } from './dto/ticker.input.js';
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

  /** Writes are admin-only (the guard's default). */
  @Post()
  create(@Body() input: TickerMessageInput) {
    return this.ticker.create(input.message);
  }

  @Put(':id')
  update(@IdParam() id: number, @Body() input: TickerMessageInput) {
    return this.ticker.update(id, input.message);
  }

  @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.ticker.remove(id);
    return { success: true };
  }
}
