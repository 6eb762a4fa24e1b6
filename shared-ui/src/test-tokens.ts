/** Builds an unsigned JWT-shaped token for client tests; the client reads only `exp`. */
export function fakeToken(expSecondsFromNow: number | null, nowMs = Date.now()): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = expSecondsFromNow === null ? { sub: '1' } : { sub: '1', exp: Math.floor(nowMs / 1000) + expSecondsFromNow };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}
