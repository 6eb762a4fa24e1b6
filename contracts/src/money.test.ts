import { formatMoney } from './money.js';

// The thousands mark differs between ICU versions (' or ’), the space before € is a no-break space.
it('writes amounts in the chosen currency, Swiss francs the Swiss way and euros the German way', () => {
  expect(formatMoney('2400.50', 'CHF')).toMatch(/^CHF\s2['’]400\.50$/);
  expect(formatMoney(9850.5, 'EUR')).toMatch(/^9\.850,50\s€$/);
  expect(formatMoney('0', 'CHF')).toMatch(/^CHF\s0\.00$/);
});
