import { LegalPage, LegalPageKindParam, type LegalPageKind, PRIVACY_MESSAGES } from '@hochzeit/contracts';
import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiDoc, Reply } from '../../api/reply.js';
import { Public } from '../../auth/decorators.js';
import { LegalPagesService } from './legal-pages.service.js';

/** The page kind from the address; any other is a page that does not exist. */
export function legalKind(kind: string): LegalPageKind {
  const parsed = LegalPageKindParam.safeParse(kind);
  if (!parsed.success) throw new NotFoundException(PRIVACY_MESSAGES.legalKindUnknown);
  return parsed.data;
}

/** 'Datenschutz' and 'Impressum' for everyone (linked from the sign-in pages and every guest page). */
@Public()
@Controller('api/legal-pages')
export class LegalPagesController {
  constructor(private readonly legal: LegalPagesService) {}

  @Get(':kind')
  @Reply(LegalPage)
  @ApiDoc("The privacy notice or the imprint ('datenschutz' or 'impressum')")
  page(@Param('kind') kind: string) {
    return this.legal.page(legalKind(kind));
  }
}
