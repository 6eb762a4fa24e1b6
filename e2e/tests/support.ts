import type { AccessTokenReply, LoginInput } from '@hochzeit/contracts';
import type { paths } from '@hochzeit/contracts/openapi';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/** API paths that answer a GET with JSON, and that JSON, as the backend's OpenAPI document says. */
type JsonGetPath = { [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': unknown } } } } } ? P : never }[keyof paths];
export type GetReply<P extends JsonGetPath> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer R } } } } } ? R : never;
export type AdminGuest = GetReply<'/api/admin/guests'>[number];

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } satisfies LoginInput });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as AccessTokenReply).access_token;
}

export async function adminGet<P extends JsonGetPath>(request: APIRequestContext, path: P): Promise<GetReply<P>> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** A demo guest (seeded at start) by first name. */
export async function demoGuest(request: APIRequestContext, firstName: string): Promise<AdminGuest> {
  const guests = await adminGet(request, '/api/admin/guests');
  const guest = guests.find((g) => g.first_name === firstName);
  if (!guest) throw new Error(`Demo-Gast ${firstName} fehlt`);
  return guest;
}

export async function submitAdminLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await submitAdminLogin(page);
  await expect(page.getByRole('heading', { name: 'Willkommen im Admin-Dashboard' })).toBeVisible();
}

/** Every URL the page requests, for asserting what a visit downloads. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
