import { Injectable } from '@nestjs/common';

/** The current time for the retention date and its reminders; a provider, so a test sets it (`jest.spyOn(PrivacyClock.prototype, 'now')`). */
@Injectable()
export class PrivacyClock {
  now(): Date {
    return new Date();
  }
}
