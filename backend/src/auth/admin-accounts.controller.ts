import { AccessTokenReply, AdminUser, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ApiDoc, Reply } from '../api/reply.js';
import { IdParam } from '../common/id-param.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { clientAddress } from './auth.controller.js';
import type { AuthUser } from './auth.types.js';
import { CurrentUser } from './decorators.js';
import { AdminUserInputDto, PasswordChangeInputDto } from './dto/admin-account.input.js';

/** Admin-only (no @Roles): the signed-in admin's password, the list of admins, ending admin sessions. */
@Controller('api')
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Put('auth/password')
  @Reply(AccessTokenReply)
  @ApiDoc("Change the signed-in admin's password", 429)
  changePassword(@CurrentUser() admin: AuthUser, @Body() input: PasswordChangeInputDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.accounts.changePassword(admin, input, { ip: clientAddress(req), res });
  }

  @Get('admin/admin-users')
  @Reply(z.array(AdminUser))
  @ApiDoc('List the admin accounts')
  list() {
    return this.accounts.list();
  }

  @Post('admin/admin-users')
  @Reply(AdminUser, 201)
  @ApiDoc('Create an admin account', 409)
  create(@Body() input: AdminUserInputDto) {
    return this.accounts.create(input);
  }

  @Delete('admin/admin-users/:id')
  @Reply(SuccessReply)
  @ApiDoc('Delete an admin account', 409)
  async remove(@IdParam() id: number) {
    await this.accounts.remove(id);
    return { success: true as const };
  }

  @Post('admin/sessions/revoke-all')
  @Reply(AccessTokenReply)
  @ApiDoc('Sign out every admin session')
  endAllAdminSessions(@CurrentUser() admin: AuthUser) {
    return this.accounts.endAllAdminSessions(admin);
  }
}
