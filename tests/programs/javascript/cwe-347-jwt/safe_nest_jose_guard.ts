// NestJS guard that reads the session JWT cookie and attaches the caller's identity
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, JWTPayload } from 'jose';
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
  try {
    const { payload } = await jwtVerify(token, JWKS, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['RS256', 'ES256'],
    });
    return payload;
  } catch {
    throw new UnauthorizedException('invalid session');
  }
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
