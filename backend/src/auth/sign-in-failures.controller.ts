import { SignInFailure } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../api/reply.js';
import { recentSignInFailures } from './auth.queries.js';

/** Admin-only (no @Roles): the recent failed sign-ins, newest first, so guessing is noticed. */
@Controller('api/admin/sign-in-failures')
export class SignInFailuresController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiDoc('List the recent failed admin sign-ins')
  @Reply(z.array(SignInFailure))
  list() {
    return recentSignInFailures(this.em);
  }
}
