import { NotFoundException } from '@nestjs/common';

/**
 * The one way to load a record that must exist: `em.findOneOrFail(Guest, id, orNotFound('Gast
 * nicht gefunden'))` answers 404 with that German message when it does not.
 */
export function orNotFound(message: string) {
  return { failHandler: () => new NotFoundException(message) };
}

/**
 * The one way to apply an update: fields the request left out (undefined) keep their value,
 * fields sent as null are cleared. Use as `em.assign(record, input, UPDATE)`.
 */
export const UPDATE = { ignoreUndefined: true } as const;
