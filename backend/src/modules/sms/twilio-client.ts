// Placeholder until the stand-in branch lands (replaced by its version on merge).
import twilio from 'twilio';

export type TwilioSendOutcome =
  | { kind: 'accepted'; sid: string; status: string }
  | { kind: 'rejected'; httpStatus: number; code: number | null; message: string }
  | { kind: 'unreachable'; message: string; mayHaveArrived: boolean };

export function createTwilioClient(settings: { accountSid: string; authToken: string; apiUrl: string; timeoutMs?: number }): twilio.Twilio {
  return twilio(settings.accountSid, settings.authToken);
}
export async function sendViaTwilio(client: twilio.Twilio, message: { to: string; from: string; body: string; statusCallback?: string }): Promise<TwilioSendOutcome> {
  const created = await client.messages.create(message);
  return { kind: 'accepted', sid: created.sid, status: created.status };
}
export function isRetryable(outcome: TwilioSendOutcome): boolean {
  return (outcome.kind === 'rejected' && (outcome.httpStatus === 429 || outcome.httpStatus >= 500)) || (outcome.kind === 'unreachable' && !outcome.mayHaveArrived);
}
export function isValidTwilioSignature(authToken: string, signature: string | undefined, url: string, params: Record<string, unknown>): boolean {
  return !!signature && twilio.validateRequest(authToken, signature, url, params);
}
