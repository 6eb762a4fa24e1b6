import { z } from 'zod';
import { fieldName, issueText, useGermanErrors, validationMessage } from './german-errors.js';

useGermanErrors();

const failure = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the parse to fail');
  return result.error;
};

it('answers zod’s own checks in German, with the field’s name in front', () => {
  const schema = z.object({ first_name: z.string().max(3), age: z.number().int(), tags: z.array(z.string()).max(1), email: z.email() }).strict();
  const error = failure(schema, { first_name: 'Annabelle', age: 1.5, tags: ['a', 'b'], email: 'x', extra: 1 });
  expect(error.issues.map(issueText)).toEqual([
    'first_name ist zu lang',
    'age muss eine ganze Zahl sein',
    'tags hat zu viele Einträge',
    'email ist keine gültige E-Mail-Adresse',
    'ist nicht erlaubt',
  ]);
  expect(issueText(failure(z.object({ name: z.string() }), {}).issues[0])).toBe('name fehlt');
  expect(issueText(failure(z.object({ name: z.string() }), { name: 5 }).issues[0])).toBe('name muss ein Text sein');
});

it('lets a schema’s own message stand alone', () => {
  const error = failure(z.object({ name: z.string().min(1, 'Bitte einen Namen eingeben') }), { name: '' });
  expect(validationMessage(error)).toBe('Bitte einen Namen eingeben');
});

it('joins the issues of a parse into one message, each sentence once', () => {
  const error = failure(z.object({ a: z.string().min(1, 'Pflichtfeld'), b: z.string().min(1, 'Pflichtfeld'), c: z.boolean() }), { a: '', b: '', c: 'ja' });
  expect(validationMessage(error)).toBe('Pflichtfeld; c muss wahr oder falsch sein');
});

it('names a field by its path without list positions', () => {
  expect(fieldName(['description', 'Gang1'])).toBe('description.Gang1');
  expect(fieldName(['allergens', 2])).toBe('allergens');
  expect(fieldName([])).toBe('');
});
