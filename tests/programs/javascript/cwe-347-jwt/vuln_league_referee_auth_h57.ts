// NestJS guard, service and controller letting match officials submit results with a bearer token
import {
  Body, CanActivate, Controller, ExecutionContext, Injectable, Param, Post, UnauthorizedException, UseGuards,
} from '@nestjs/common';
import * as jwt from 'jsonwebtoken';
import { readFileSync } from 'fs';

@Injectable()
export class AuthSettings {
  readonly publicKey = readFileSync(process.env.LEAGUE_JWT_PUBKEY ?? '/etc/league/jwt.pub', 'utf8');
  readonly issuer = process.env.LEAGUE_JWT_ISSUER ?? 'https://id.league.example';
}

interface OfficialClaims { sub: string; role: string; exp?: number; iss?: string; }

@Injectable()
export class TokenReader {
  constructor(private readonly settings: AuthSettings) {}

  read(token: string): OfficialClaims | null {
    const claims = jwt.decode(token) as OfficialClaims | null;
    if (!claims || claims.iss !== this.settings.issuer) return null;
    if (claims.exp && claims.exp * 1000 < Date.now()) return null;
    return claims;
  }
}

@Injectable()
export class RefereeGuard implements CanActivate {
  constructor(private readonly reader: TokenReader) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest();
    const header: string = req.headers['authorization'] ?? '';
    const claims = header.startsWith('Bearer ') ? this.reader.read(header.slice(7)) : null;
    if (!claims || claims.role !== 'referee') throw new UnauthorizedException();
    req.official = claims;
    return true;
  }
}

export class MatchResultDto {
  homeGoals!: number;
  awayGoals!: number;
}

@Injectable()
export class ResultService {
  private readonly results = new Map<string, { homeGoals: number; awayGoals: number; by: string }>();

  record(matchId: string, dto: MatchResultDto, by: string) {
    const entry = { homeGoals: Number(dto.homeGoals), awayGoals: Number(dto.awayGoals), by };
    this.results.set(matchId, entry);
    return entry;
  }
}

@Controller('matches')
@UseGuards(RefereeGuard)
export class MatchResultController {
  constructor(private readonly results: ResultService) {}

  @Post(':matchId/result')
  submit(@Param('matchId') matchId: string, @Body() dto: MatchResultDto) {
    return this.results.record(matchId, dto, 'referee');
  }
}
