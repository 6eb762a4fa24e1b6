import { BoundedMap } from './bounded-map.js';

it('forgets the least recently used entries once over its weight, down to 90 % of it', () => {
  const map = new BoundedMap<string, number>(10);
  for (let i = 0; i < 10; i++) map.set(`k${i}`, i);
  expect(map.get('k0')).toBe(0); // now the newest
  map.set('k10', 10);
  expect(map.size).toBe(9);
  expect(map.get('k1')).toBeUndefined();
  expect(map.get('k2')).toBeUndefined();
  expect(map.get('k0')).toBe(0);
  expect(map.get('k10')).toBe(10);
});

it('weighs entries and never keeps one heavier than the whole map', () => {
  const map = new BoundedMap<string, Buffer>(100, (data) => data.length);
  map.set('a', Buffer.alloc(60));
  map.set('b', Buffer.alloc(30));
  map.set('c', Buffer.alloc(20));
  expect(map.get('a')).toBeUndefined();
  expect(map.get('b')?.length).toBe(30);
  map.set('huge', Buffer.alloc(101));
  expect(map.get('huge')).toBeUndefined();
  map.set('b', Buffer.alloc(10)); // replacing an entry counts only its new weight
  expect(map.size).toBe(2);
});
