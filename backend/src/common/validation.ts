import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { isZodDto } from 'nestjs-zod/dto';

/** German wording for class-validator's built-in constraints when a DTO gives no message of its own. */
const GERMAN: Record<string, string> = {
  isString: 'muss ein Text sein',
  isInt: 'muss eine ganze Zahl sein',
  isNumber: 'muss eine Zahl sein',
  isBoolean: 'muss wahr oder falsch sein',
  isArray: 'muss eine Liste sein',
  isIn: 'hat einen ungültigen Wert',
  isEnum: 'hat einen ungültigen Wert',
  min: 'ist zu klein',
  max: 'ist zu groß',
  minLength: 'ist zu kurz',
  maxLength: 'ist zu lang',
  arrayMaxSize: 'hat zu viele Einträge',
  isNotEmpty: 'darf nicht leer sein',
  isDefined: 'fehlt',
  isEmail: 'ist keine gültige E-Mail-Adresse',
  isDateString: 'muss ein Datum sein',
  isISO8601: 'muss ein Datum sein',
  matches: 'hat ein ungültiges Format',
  isUrl: 'muss eine gültige URL sein',
  isObject: 'muss ein Objekt sein',
  whitelistValidation: 'ist nicht erlaubt',
};

function messages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const field = prefix + error.property;
    const own = Object.entries(error.constraints ?? {}).map(([key, text]) =>
      // class-validator's own defaults are English ("... must be ..."); our German messages are kept as they are.
      / (must|should) /.test(text)
        ? `${field} ${GERMAN[key] ?? 'ist ungültig'}`
        : text,
    );
    return [...own, ...messages(error.children ?? [], `${field}.`)];
  });
}

/** Note: class-validator checks a property's decorators bottom-up, so put the type check lowest.
 * Strips unknown fields, converts types, and answers bad input with 400 `{msg}`. */
export function createValidationPipe(): ValidationPipe {
  return new ClassValidatorPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException({ msg: [...new Set(messages(errors))].join('; ') }),
  });
}

/** Leaves contract (zod) DTOs to ContractValidationPipe; validates the remaining class-validator DTOs. */
class ClassValidatorPipe extends ValidationPipe {
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return !isZodDto(metadata.metatype) && super.toValidate(metadata);
  }
}
