import { BadRequestException, Param, type PipeTransform } from '@nestjs/common';
import { MAX_ID, PLAIN_ID_PATTERN } from '@hochzeit/contracts';

/**
 * A record id from the address: plain decimal digits, no sign, space, leading zero, exponent or
 * hex ('0x10', ' 1', '1e3' and '01' are refused), within the range of an id column. Anything else
 * is a 400, so a malformed id never reaches the database and never passes as another id.
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    const id = PLAIN_ID_PATTERN.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw new BadRequestException({ msg: `Ungültige ID: ${this.name}` });
    return id;
  }
}

/** A positive integer route parameter; anything else is a 400 with a German message. */
export const IdParam = (name = 'id') => Param(name, new IdParamPipe(name));
