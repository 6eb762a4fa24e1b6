import { SuccessReply, TickerMessage, TickerMessageList } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { CachedReply } from '../../api/cached-reply.js';
import { ApiDoc, Reply } from '../../api/reply.js';
import { Public } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { TickerMessageInputDto } from './dto/ticker.input.js';
import { TICKER_TABLES } from './ticker.queries.js';
import { TickerService } from './ticker.service.js';

@Controller('api/admin/ticker-messages')
export class TickerController {
  constructor(private readonly ticker: TickerService) {}

  /** Public on purpose: the guest dashboard reads the ticker without a credential. */
  @Public()
  @Get()
  @Reply(TickerMessageList)
  @CachedReply(TICKER_TABLES, { per: 'everyone', browser: 'revalidate' })
  @ApiDoc('List the ticker messages')
  async list() {
    return { success: true as const, messages: await this.ticker.list() };
  }

  /** Writes are admin-only (the guard's default). */
  @Post()
  @Reply(TickerMessage, 201)
  @ApiDoc('Create a ticker message')
  create(@Body() input: TickerMessageInputDto) {
    return this.ticker.create(input.message);
  }

  @Put(':id')
  @Reply(TickerMessage)
  @ApiDoc('Update a ticker message')
  update(@IdParam() id: number, @Body() input: TickerMessageInputDto) {
    return this.ticker.update(id, input.message);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a ticker message')
  async remove(@IdParam() id: number) {
    await this.ticker.remove(id);
    return { success: true as const };
  }
}
