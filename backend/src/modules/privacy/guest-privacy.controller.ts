import { AccessTokenReply, DownloadLink, GuestDeletionRequest, GuestPrivacyReply, GuestWallReply, PhotoConsentStatus, PhotosDeletedReply, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put, Req, StreamableFile } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import type { Request } from 'express';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { TokenService } from '../../auth/token.service.js';
import { IdParam } from '../../common/id-param.js';
import { DeletionRequestInputDto, GuestPhotosDeleteInputDto, GuestWallInputDto, RemovalRequestInputDto } from './dto/privacy.input.js';
import { GuestPrivacyService } from './guest-privacy.service.js';
import { PrivacyExport } from './privacy-export.js';
import { bearerToken } from './session-tracking.interceptor.js';

const EXPORT_PATH = '/api/guest/privacy/export';

/** 'Meine Daten' and the guest's consent and removal requests (issue 42). Guests only. */
@Roles('guest')
@Controller('api/guest')
export class GuestPrivacyController {
  constructor(
    private readonly privacy: GuestPrivacyService,
    private readonly exports: PrivacyExport,
    private readonly tokens: TokenService,
  ) {}

  @Get('privacy')
  @Reply(GuestPrivacyReply)
  @ApiDoc('What is stored about the signed-in guest')
  overview(@CurrentUser() guest: AuthUser, @Req() req: Request) {
    return this.privacy.overview(guest, { token: bearerToken(req) ?? '', userAgent: req.headers['user-agent'] });
  }

  @Get('privacy/export-link')
  @Reply(DownloadLink)
  @ApiDoc("Signed link to the guest's data as a ZIP")
  exportLink(@CurrentUser() guest: AuthUser): DownloadLink {
    return { url: this.tokens.signedUrl(guest, EXPORT_PATH) };
  }

  @Get('privacy/export')
  @FileReply('application/zip')
  @ApiDoc("The guest's data as a ZIP: JSON, a readable page and their photos")
  async export(@CurrentUser() guest: AuthUser) {
    return new StreamableFile(await this.exports.archive(guest), { type: 'application/zip', disposition: contentDisposition(this.exports.fileName()) });
  }

  @Post('privacy/photos/delete')
  @Reply(PhotosDeletedReply)
  @ApiDoc("Delete the guest's own photos (all or the chosen ones)", 403)
  deletePhotos(@CurrentUser() guest: AuthUser, @Body() input: GuestPhotosDeleteInputDto) {
    return this.privacy.deletePhotos(guest, input);
  }

  @Put('privacy/wall')
  @Reply(GuestWallReply)
  @ApiDoc("Keep the guest's photos off the photo wall (or show them again)")
  wall(@CurrentUser() guest: AuthUser, @Body() input: GuestWallInputDto) {
    return this.privacy.setWallHidden(guest, input.hidden);
  }

  @Post('privacy/sign-out-everywhere')
  @Reply(AccessTokenReply)
  @ApiDoc('End every session of the guest; this browser gets a fresh one')
  signOutEverywhere(@CurrentUser() guest: AuthUser, @Req() req: Request) {
    return this.privacy.signOutEverywhere(guest, { userAgent: req.headers['user-agent'] });
  }

  @Delete('privacy/allergy-consent')
  @Reply(SuccessReply)
  @ApiDoc('Withdraw the consent to store allergies (they are deleted)')
  async withdrawAllergyConsent(@CurrentUser() guest: AuthUser) {
    await this.privacy.withdrawAllergyConsent(guest);
    return { success: true };
  }

  @Post('privacy/deletion-request')
  @Reply(GuestDeletionRequest, 201)
  @ApiDoc("Ask the couple to delete the guest's data", 409)
  requestDeletion(@CurrentUser() guest: AuthUser, @Body() input: DeletionRequestInputDto) {
    return this.privacy.requestDeletion(guest, input.note);
  }

  @Delete('privacy/deletion-request')
  @Reply(SuccessReply)
  @ApiDoc('Withdraw an open deletion request', 404)
  async withdrawDeletionRequest(@CurrentUser() guest: AuthUser) {
    await this.privacy.withdrawDeletionRequest(guest);
    return { success: true };
  }

  @Get('photo-consent')
  @Reply(PhotoConsentStatus)
  @ApiDoc('Whether a photo confirmation is required and given')
  photoConsent(@CurrentUser() guest: AuthUser) {
    return this.privacy.photoConsent(guest);
  }

  @Post('photo-consent')
  @Reply(PhotoConsentStatus)
  @ApiDoc('Give the one-time photo confirmation')
  confirmPhotoConsent(@CurrentUser() guest: AuthUser) {
    return this.privacy.photoConsent(guest, true);
  }

  @Post('media/:id/removal-request')
  @Reply(SuccessReply)
  @ApiDoc("Ask for a photo's removal ('Entfernen lassen'); hidden until the couple decides")
  async requestRemoval(@CurrentUser() guest: AuthUser, @IdParam() id: number, @Body() input: RemovalRequestInputDto) {
    await this.privacy.requestRemoval(guest, id, input.note);
    return { success: true };
  }
}
