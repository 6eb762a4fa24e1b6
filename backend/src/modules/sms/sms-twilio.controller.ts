import { SMS_MESSAGES, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, ForbiddenException, Headers, HttpCode, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FormBody } from '../../api/json-body.js';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import { Public } from '../../auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TwilioIncomingInputDto, TwilioStatusCallbackInputDto } from './dto/sms.input.js';
import { SmsErrorFilter } from './sms-error.filter.js';
import { SmsHistoryService } from './sms-history.service.js';
import { SMS_INCOMING_PATH, SMS_STATUS_CALLBACK_PATH } from './sms-sender.js';
import { isValidTwilioSignature } from './twilio-client.js';

/**
 * Twilio's calls to us: delivery reports and replies (STOP). Public, but each call must carry
 * Twilio's signature over our public address and every form field, made with the account's token.
 */
@Controller('api/sms/twilio')
@Public()
@FormBody()
@UseFilters(SmsErrorFilter)
export class SmsTwilioController {
  constructor(
    private readonly history: SmsHistoryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('status')
  @Reply(SuccessReply)
  @ApiDoc('Delivery status callback from Twilio', 403)
  async status(@Req() req: Request, @Headers('x-twilio-signature') signature: string | undefined, @Body() input: TwilioStatusCallbackInputDto) {
    await this.verify(req, signature, SMS_STATUS_CALLBACK_PATH);
    await this.history.applyStatusReport(input.MessageSid, input.MessageStatus, input.ErrorCode);
    return { success: true };
  }

  /** Answers empty TwiML: no automatic reply (Twilio sends its own confirmation of STOP). */
  @Post('incoming')
  @HttpCode(200)
  @FileReply('text/xml')
  @ApiDoc('Incoming SMS from Twilio (STOP and START)', 403)
  async incoming(@Req() req: Request, @Headers('x-twilio-signature') signature: string | undefined, @Body() input: TwilioIncomingInputDto, @Res({ passthrough: true }) res: Response) {
    await this.verify(req, signature, SMS_INCOMING_PATH);
    await this.history.applyIncoming(input.From, input.Body);
    res.type('text/xml');
    return '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
  }

  private async verify(req: Request, signature: string | undefined, path: string): Promise<void> {
    const token = this.config.sms.twilio?.authToken;
    // The raw form fields: the signature covers every one of them, also those the contract does not name.
    if (!token || !(await isValidTwilioSignature(token, signature, `${this.config.publicUrl}${path}`, req.body as Record<string, unknown>))) {
      throw new ForbiddenException({ msg: SMS_MESSAGES.callbackForged });
    }
  }
}
