import { Injectable } from '@nestjs/common';

/**
 * The current time for decisions that depend on the calendar (is a reminder due?). A provider,
 * so a test can set the time (`jest.spyOn(app.get(Clock), 'now')`) without touching timers.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
