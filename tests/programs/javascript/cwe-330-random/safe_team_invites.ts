// NestJS service and controller that create team invitation links sent to new members by email.
import { Body, Controller, Injectable, NotFoundException, Param, Post } from '@nestjs/common';
import { randomBytes } from 'node:crypto';

interface Invite {
  token: string;
  teamId: string;
  email: string;
  expiresAt: Date;
}

@Injectable()
export class InviteService {
  private readonly invites = new Map<string, Invite>();

  private newToken(): string {
    return randomBytes(24).toString('base64url');
  }

  create(teamId: string, email: string): Invite {
    const invite: Invite = {
      token: this.newToken(),
      teamId,
      email: email.toLowerCase(),
      expiresAt: new Date(Date.now() + 72 * 3600 * 1000),
    };
    this.invites.set(invite.token, invite);
    return invite;
  }

  accept(token: string): Invite {
    const invite = this.invites.get(token);
    if (!invite || invite.expiresAt.getTime() < Date.now()) {
      throw new NotFoundException('invite not found or expired');
    }
    this.invites.delete(token);
    return invite;
  }
}

@Controller('teams')
export class InviteController {
  constructor(private readonly invites: InviteService) {}

  @Post(':teamId/invites')
  invite(@Param('teamId') teamId: string, @Body('email') email: string) {
    const invite = this.invites.create(teamId, email);
    return { link: `https://app.example.com/join/${invite.token}`, expiresAt: invite.expiresAt };
  }

  @Post('invites/:token/accept')
  accept(@Param('token') token: string) {
    const invite = this.invites.accept(token);
    return { teamId: invite.teamId, email: invite.email };
  }
}
