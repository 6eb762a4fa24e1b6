import { Catch } from '@nestjs/common';
import { HttpExceptionFilter } from '../../common/http-exception.filter.js';

/** The SMS calls answer errors with the German text as `error` as well as `msg` (the SMS tool reads `error`). */
@Catch()
export class SmsErrorFilter extends HttpExceptionFilter {
  protected override shape(body: Record<string, unknown>): Record<string, unknown> {
    return { error: body.msg, ...body };
  }
}
