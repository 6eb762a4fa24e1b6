import { type ArgumentMetadata, BadRequestException, Injectable, InternalServerErrorException, type PipeTransform } from '@nestjs/common';
import { useGermanErrors, validationMessage } from '@hochzeit/contracts';
import { createZodValidationPipe } from 'nestjs-zod';
import { isZodDto } from 'nestjs-zod/dto';
import { ZodError } from 'zod';
import { findInvalidText, invalidTextMessage } from './input-text.js';

useGermanErrors();

const ZodPipe = createZodValidationPipe({
  createValidationException: (error) =>
    new BadRequestException({ msg: error instanceof ZodError ? validationMessage(error) : 'Ungültige Eingabe' }),
});

/**
 * Validates every body and query against its contract schema: unknown fields are dropped, values
 * are trimmed and converted as the schema says, and bad input is a 400 with a German `msg`.
 * Before any schema, a text no column can hold as sent (a NUL character, a lone UTF-16
 * surrogate) in a body, query or route parameter is a 400 too, wherever it sits.
 */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  private readonly zod = new ZodPipe();

  transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const invalid = findInvalidText(value);
      if (invalid) throw new BadRequestException({ msg: invalidTextMessage(invalid, metadata.data) });
    }
    if (!isZodDto(metadata.metatype)) {
      // A body or query without a contract would reach the handler unchecked: a programming error, never silently allowed.
      if (metadata.type === 'body' || metadata.type === 'query') throw new InternalServerErrorException('Eingabe ohne Vertrag (zod-DTO) deklariert');
      return value;
    }
    // A missing JSON body arrives as undefined; validate it as an empty object so the schema's own messages apply.
    return this.zod.transform(value ?? (metadata.type === 'body' ? {} : value), metadata) as unknown;
  }
}
