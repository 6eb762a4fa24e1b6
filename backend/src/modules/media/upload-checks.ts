import { Injectable } from '@nestjs/common';

/** A check before a guest's upload is taken; it throws (an HTTP exception) to refuse it. */
export type GuestUploadCheck = (guestId: number) => Promise<void>;

/**
 * Checks other modules add before a guest's photos are taken, without media importing them: the
 * privacy module's one-time photo confirmation (issue 42).
 */
@Injectable()
export class UploadChecks {
  private readonly checks: GuestUploadCheck[] = [];

  register(check: GuestUploadCheck): void {
    this.checks.push(check);
  }

  async beforeGuestUpload(guestId: number): Promise<void> {
    for (const check of this.checks) await check(guestId);
  }
}
