// NestJS guard that reads the session JWT cookie and attaches the caller's identity
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createRemoteJWKSet, decodeJwt, JWTPayload } from 'jose';
import type { Request } from 'express';

const ISSUER = process.env.AUTH_ISSUER ?? 'https://auth.example.com';
const AUDIENCE = process.env.AUTH_AUDIENCE ?? 'portal';
export const JWKS = createRemoteJWKSet(new URL(`${ISSUER}/.well-known/jwks.json`));

export interface SessionUser {
  id: string;
  roles: string[];
}

function tokenFrom(req: Request): string | undefined {
  const cookie = req.cookies?.['portal_session'];
  if (typeof cookie === 'string' && cookie.split('.').length === 3) {
    return cookie;
  }
  return undefined;
}

async function readSession(token: string): Promise<JWTPayload> {
  const payload = decodeJwt(token);
  if (payload.iss !== ISSUER) {
    throw new UnauthorizedException('unexpected issuer');
  }
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!aud.includes(AUDIENCE)) {
    throw new UnauthorizedException('unexpected audience');
  }
  return payload;
}

@Injectable()
export class SessionGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: SessionUser }>();
    const token = tokenFrom(req);
    if (!token) {
      throw new UnauthorizedException('no session');
    }
    const payload = await readSession(token);
    req.user = {
      id: String(payload.sub),
      roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
    };
    return true;
  }
}
