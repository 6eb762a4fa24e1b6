import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

it('stores all six description keys whatever subset is sent, and cleans allergens', async () => {
  const res = await api.post('/api/admin/menus', { type: 'Menü 3', class: 'Kinder', description: { Gang1: 'Suppe', 'Gang1 Beschreibung': 'Tomate', Unsinn: 'x' }, allergens: [' Ei', '', 'Milch '] }).expect(201);
  expect(res.body).toMatchObject({
    type: 'Menü 3',
    class: 'Kinder',
    description: { Gang1: 'Suppe', 'Gang1 Beschreibung': 'Tomate', Gang2: '', 'Gang2 Beschreibung': '', Gang3: '', 'Gang3 Beschreibung': '' },
    allergens: ['Ei', 'Milch'],
  });
  expect(Object.keys(res.body.description)).toHaveLength(6);
});

it.each([
  [{ type: 'Menü 4' }, "type muss 'Menü 1', 'Menü 2' oder 'Menü 3' sein"],
  [{ description: 'Suppe' }, 'description muss ein Objekt sein'],
  [{ description: { Gang1: 5 } }, 'description.Gang1 muss ein Text sein'],
  [{ allergens: [1, 2] }, 'allergens muss ein Text sein'],
])('refuses %j with nothing stored', async (body, msg) => {
  const res = await api.post('/api/admin/menus', body).expect(400);
  expect(res.body.msg).toBe(msg);
  expect(await countRows(t, 'menu')).toBe(0);
});

it.each([{}, { type: 'Menü 2' }, { class: ' ', description: { Gang1: '' } }])('refuses a menu without a class or a description (%j) with nothing stored', async (body) => {
  const res = await api.post('/api/admin/menus', body).expect(400);
  expect(res.body.msg).toBe('Bitte geben Sie eine Klasse oder eine Beschreibung (mindestens einen Gang) ein.');
  expect(await countRows(t, 'menu')).toBe(0);
});

it('refuses an update that would leave a menu without a class or a description, with the menu unchanged', async () => {
  const { body: menu } = await api.post('/api/admin/menus', { class: 'Fleisch' }).expect(201);
  const res = await api.put(`/api/admin/menus/${menu.id}`, { class: '' }).expect(400);
  expect(res.body.msg).toBe('Bitte geben Sie eine Klasse oder eine Beschreibung (mindestens einen Gang) ein.');
  expect((await api.get('/api/admin/menus')).body[0].class).toBe('Fleisch');
  await api.put(`/api/admin/menus/${menu.id}`, { class: '', description: { Gang1: 'Suppe' } }).expect(200);
});

it('updates a menu and, when it is deleted, its guests keep existing without one', async () => {
  const { body: menu } = await api.post('/api/admin/menus', { type: 'Menü 1', class: 'Fleisch' }).expect(201);
  const { body: updated } = await api.put(`/api/admin/menus/${menu.id}`, { class: 'Fleisch & Fisch', allergens: ['Fisch'] }).expect(200);
  expect(updated).toMatchObject({ type: 'Menü 1', class: 'Fleisch & Fisch', allergens: ['Fisch'] });
  await api.post('/api/admin/guests', { first_name: 'Anna', menu_id: menu.id }).expect(201);
  await api.delete(`/api/admin/menus/${menu.id}`).expect(200);
  expect((await api.get('/api/admin/guests')).body[0].menu_id).toBeNull();
  await api.delete(`/api/admin/menus/${menu.id}`).expect(404);
});

it('replaces the whole description when one is sent and keeps it when left out', async () => {
  const { body: menu } = await api.post('/api/admin/menus', { description: { Gang1: 'Suppe', Gang2: 'Braten' } }).expect(201);
  expect(menu).toMatchObject({ type: 'Menü 1', class: '', allergens: [] });
  const { body: renamed } = await api.put(`/api/admin/menus/${menu.id}`, { class: 'Fleisch' }).expect(200);
  expect(renamed.description).toMatchObject({ Gang1: 'Suppe', Gang2: 'Braten' });
  const { body: updated } = await api.put(`/api/admin/menus/${menu.id}`, { description: { Gang3: 'Mousse' } }).expect(200);
  expect(updated.description).toEqual({ Gang1: '', 'Gang1 Beschreibung': '', Gang2: '', 'Gang2 Beschreibung': '', Gang3: 'Mousse', 'Gang3 Beschreibung': '' });
  await api.put(`/api/admin/menus/${menu.id}`, { type: 'Menü 9', class: 'Anders' }).expect(400);
  expect((await api.get('/api/admin/menus')).body[0]).toMatchObject({ type: 'Menü 1', class: 'Fleisch' });
});
