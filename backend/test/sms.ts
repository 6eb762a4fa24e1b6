import getPort from 'get-port';
import type { TwilioStandIn } from '@hochzeit/twilio-stand-in';
import { loadConfig, type SmsConfig } from '../src/config/app-config.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * The application with a Twilio account that points at the stand-in, listening on a real port
 * that is also its PUBLIC_URL: Twilio signs its callbacks over that address. Retries come a few
 * milliseconds apart instead of a quarter second.
 */
export async function startSmsTestApp(
  standIn: TwilioStandIn,
  { from, sms = {}, env = {}, options = {} }: { from: string; sms?: Partial<SmsConfig>; env?: Record<string, string>; options?: TestAppOptions },
): Promise<{ app: TestApp; baseUrl: string }> {
  const port = await getPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment = { PUBLIC_URL: baseUrl, TWILIO_ACCOUNT_SID: standIn.accountSid, TWILIO_AUTH_TOKEN: standIn.authToken, TWILIO_FROM: from, TWILIO_API_URL: standIn.url, ...env };
  const settings: SmsConfig = { ...loadConfig({ ...environment, DATA_DIR: ':memory:' }).sms, retryBaseMs: 5, ...sms };
  const app = await startTestApp(environment, { ...options, overrides: { ...options.overrides, sms: settings } });
  await app.app.listen(port, '127.0.0.1');
  return { app, baseUrl };
}
