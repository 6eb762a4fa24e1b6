import { BadRequestException, Param, ParseIntPipe } from '@nestjs/common';

/** A positive integer route parameter; anything else is a 400 with a German message. */
export const IdParam = (name = 'id') =>
  Param(
    name,
    new ParseIntPipe({
      exceptionFactory: () => new BadRequestException(`Ungültige ID: ${name}`),
    }),
  );
