import { DEVICE_ID_HEADER, DeviceId, VENUE_DEVICE_PER_MINUTE, VENUE_DEVICE_TOTAL, VENUE_LIMITS, VENUE_LINK_PER_MINUTE } from '@hochzeit/contracts';
import { BadRequestException, type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { MediaQueries } from './media.queries.js';
import { VenueSettingsService } from './venue-settings.service.js';

const MINUTE_MS = 60_000;

/** The phone's id from its header; 400 with DEVICE_ID_INVALID when missing or malformed. */
export function deviceIdOf(header: string | null | undefined): string {
  const parsed = DeviceId.safeParse(header ?? undefined);
  if (!parsed.success) throw new BadRequestException({ msg: parsed.error.issues[0].message });
  return parsed.data;
}

/**
 * The venue link's limits, counted from the stored photos (so they hold across processes and
 * restarts): per phone per minute, per phone in all, and per minute for the whole link. A refusal
 * is a 429 that says why, in German.
 */
@Injectable()
export class VenueLimits {
  constructor(private readonly queries: MediaQueries) {}

  async check(device: string, adding: number): Promise<void> {
    const minuteAgo = new Date(Date.now() - MINUTE_MS);
    const [deviceMinute, deviceTotal, linkMinute] = await Promise.all([
      this.queries.venueUploadsSince(device, minuteAgo),
      this.queries.venueUploadsSince(device, null),
      this.queries.venueUploadsSince(null, minuteAgo),
    ]);
    if (deviceTotal + adding > VENUE_LIMITS.perDeviceTotal) throw tooMany(VENUE_DEVICE_TOTAL);
    if (deviceMinute + adding > VENUE_LIMITS.perDevicePerMinute) throw tooMany(VENUE_DEVICE_PER_MINUTE);
    if (linkMinute + adding > VENUE_LIMITS.perLinkPerMinute) throw tooMany(VENUE_LINK_PER_MINUTE);
  }
}

function tooMany(msg: string): HttpException {
  return new HttpException({ msg }, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * Before a venue upload's body is read: the link must be the current one (404), the phone must
 * name itself (400), and it must not be over its limits already (429).
 */
@Injectable()
export class VenueUploadGuard implements CanActivate {
  constructor(
    private readonly venue: VenueSettingsService,
    private readonly limits: VenueLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await this.venue.checkToken(String(request.params.token));
    await this.limits.check(deviceIdOf(request.header(DEVICE_ID_HEADER)), 1);
    return true;
  }
}
