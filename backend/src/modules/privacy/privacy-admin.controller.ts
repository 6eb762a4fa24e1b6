import { AdminDeletionRequest, AdminLegalPage, AdminRemovalRequest, PrivacySettings, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { DeletionDeclineInputDto, LegalPageInputDto, PrivacySettingsInputDto, RemovalDecisionInputDto } from './dto/privacy.input.js';
import { LegalPagesService } from './legal-pages.service.js';
import { legalKind } from './legal-pages.controller.js';
import { PrivacyAdminService } from './privacy-admin.service.js';
import { RetentionService } from './retention.service.js';

/** The couple's privacy settings, the guests' requests and the legal pages' texts. Admin-only (the guard's default). */
@Controller('api/admin')
export class PrivacyAdminController {
  constructor(
    private readonly retention: RetentionService,
    private readonly requests: PrivacyAdminService,
    private readonly legal: LegalPagesService,
  ) {}

  @Get('privacy/settings')
  @Reply(PrivacySettings)
  @ApiDoc('The retention date and the privacy choices')
  settings() {
    return this.retention.settings();
  }

  @Put('privacy/settings')
  @Reply(PrivacySettings)
  @ApiDoc('Change the retention date and the privacy choices')
  update(@Body() input: PrivacySettingsInputDto) {
    return this.retention.update(input);
  }

  @Get('privacy/deletion-requests')
  @Reply(z.array(AdminDeletionRequest))
  @ApiDoc("The guests' deletion requests")
  deletionRequests() {
    return this.requests.deletionRequests();
  }

  @Post('privacy/deletion-requests/:id/confirm')
  @Reply(SuccessReply)
  @ApiDoc('Confirm a deletion request: the guest is deleted everywhere', 409)
  async confirm(@IdParam() id: number) {
    await this.requests.confirm(id);
    return { success: true };
  }

  @Post('privacy/deletion-requests/:id/decline')
  @Reply(AdminDeletionRequest)
  @ApiDoc('Decline a deletion request', 409)
  decline(@IdParam() id: number, @Body() input: DeletionDeclineInputDto) {
    return this.requests.decline(id, input.reply);
  }

  @Get('privacy/removal-requests')
  @Reply(z.array(AdminRemovalRequest))
  @ApiDoc('Photos guests asked to remove')
  removalRequests(@CurrentUser() admin: AuthUser) {
    return this.requests.removalRequests(admin);
  }

  @Post('privacy/removal-requests/:mediaId/decide')
  @Reply(SuccessReply)
  @ApiDoc('Remove the photo or show it again')
  async decide(@IdParam('mediaId') mediaId: number, @Body() input: RemovalDecisionInputDto) {
    await this.requests.decide(mediaId, input);
    return { success: true };
  }

  @Get('legal-pages/:kind')
  @Reply(AdminLegalPage)
  @ApiDoc('A legal page with its template')
  legalPage(@Param('kind') kind: string) {
    return this.legal.forAdmin(legalKind(kind));
  }

  @Put('legal-pages/:kind')
  @Reply(AdminLegalPage)
  @ApiDoc("Change a legal page's text (empty: the template)")
  updateLegalPage(@Param('kind') kind: string, @Body() input: LegalPageInputDto) {
    return this.legal.update(legalKind(kind), input.text);
  }
}
