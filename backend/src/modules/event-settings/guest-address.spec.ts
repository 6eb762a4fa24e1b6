import { GUEST_ADDRESS_INVALID } from '@hochzeit/contracts';
import { adminApi } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);
const good = { title: 'Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse' };

describe("the guests' form of address", () => {
  it("is 'sie' until an admin chooses 'ihr'; guests and providers read it; left out it stays", async () => {
    const guest = await t.createGuest();
    expect((await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).expect(200)).body.guest_address).toBe('sie');
    expect((await api.put('/api/admin/event-settings', { ...good, guest_address: 'ihr' }).expect(200)).body.guest_address).toBe('ihr');
    await api.put('/api/admin/event-settings', good).expect(200);
    expect((await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).expect(200)).body.guest_address).toBe('ihr');
    const provider = await t.createProvider();
    expect((await t.http().get('/api/event-settings').set(t.auth('service_provider', provider.id)).expect(200)).body.guest_address).toBe('ihr');
  });

  it("refuses anything but 'sie' or 'ihr' in German, storing nothing of the request", async () => {
    await api.put('/api/admin/event-settings', { ...good, guest_address: 'ihr' }).expect(200);
    for (const wrong of ['du', 'Sie', '', null, 1]) {
      const refused = await api.put('/api/admin/event-settings', { ...good, title: 'Geändert', guest_address: wrong }).expect(400);
      expect(refused.body.msg).toBe(GUEST_ADDRESS_INVALID);
    }
    expect((await api.get('/api/event-settings')).body).toMatchObject({ title: 'Hochzeit', guest_address: 'ihr' });
  });

  it('is changed by admins only', async () => {
    const guest = await t.createGuest();
    const provider = await t.createProvider();
    const change = { ...good, guest_address: 'ihr' };
    await t.http().put('/api/admin/event-settings').send(change).expect(401);
    await t.http().put('/api/admin/event-settings').set(t.auth('guest', guest.id)).send(change).expect(403);
    await t.http().put('/api/admin/event-settings').set(t.auth('service_provider', provider.id)).send(change).expect(403);
    expect((await api.get('/api/event-settings')).body.guest_address).toBe('sie');
  });
});
