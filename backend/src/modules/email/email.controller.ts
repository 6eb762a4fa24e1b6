import {
  EMAIL_UNSUBSCRIBE_DONE,
  EMAIL_UNSUBSCRIBE_INVALID,
  EMAIL_UNSUBSCRIBE_PATH,
  EMAIL_UNSUBSCRIBE_QUESTION,
  EmailUnsubscribedList,
  EmailUnsubscribeReply,
} from '@hochzeit/contracts';
import { BadRequestException, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import { Public } from '../../auth/decorators.js';
import { EmailUnsubscribes } from './email-unsubscribes.js';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page.js';

/**
 * Unsubscribing from the portal's e-mail. Public: the token in the address is the proof (an HMAC
 * of the address with the portal's secret). `POST …/:token` is the one-click target of
 * List-Unsubscribe-Post (RFC 8058); the link in the body opens a page whose button posts
 * `…/:token/confirm`, so a link scanner opening the link unsubscribes nobody.
 */
@Controller()
export class EmailController {
  constructor(private readonly unsubscribes: EmailUnsubscribes) {}

  @Public()
  @Post(`${EMAIL_UNSUBSCRIBE_PATH.slice(1)}/:token`)
  @Reply(EmailUnsubscribeReply)
  @ApiDoc('Unsubscribe from e-mails in one click (RFC 8058)')
  async oneClick(@Param('token') token: string) {
    const address = this.unsubscribes.addressOf(token);
    if (!address) throw new BadRequestException(EMAIL_UNSUBSCRIBE_INVALID);
    await this.unsubscribes.unsubscribe(address);
    return { address, msg: EMAIL_UNSUBSCRIBE_DONE };
  }

  @Public()
  @Get(`${EMAIL_UNSUBSCRIBE_PATH.slice(1)}/:token`)
  @FileReply('text/html')
  @ApiDoc('The unsubscribe page (HTML)')
  page(@Param('token') token: string, @Res({ passthrough: true }) res: Response): string {
    const address = this.unsubscribes.addressOf(token);
    this.asPage(res, address ? 200 : 400);
    if (!address) return unsubscribePage(EMAIL_UNSUBSCRIBE_INVALID);
    return unsubscribePage(EMAIL_UNSUBSCRIBE_QUESTION.replace('{address}', address), { action: `${EMAIL_UNSUBSCRIBE_PATH}/${token}/confirm` });
  }

  @Public()
  @Post(`${EMAIL_UNSUBSCRIBE_PATH.slice(1)}/:token/confirm`)
  @HttpCode(200)
  @FileReply('text/html')
  @ApiDoc('Confirm unsubscribing from e-mails')
  async confirm(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const address = this.unsubscribes.addressOf(token);
    this.asPage(res, address ? 200 : 400);
    if (!address) return unsubscribePage(EMAIL_UNSUBSCRIBE_INVALID);
    await this.unsubscribes.unsubscribe(address);
    return unsubscribePage(EMAIL_UNSUBSCRIBE_DONE);
  }

  /** Every unsubscribed address, newest first (admin-only, the guard's default). */
  @Get('api/admin/email-unsubscribes')
  @Reply(EmailUnsubscribedList)
  @ApiDoc('List addresses that unsubscribed')
  list() {
    return this.unsubscribes.list();
  }

  private asPage(res: Response, status: number): void {
    res.status(status);
    res.type('text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
  }
}
