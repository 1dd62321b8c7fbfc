// NestJS guard that authenticates API requests carrying bearer JWTs
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import * as jwt from 'jsonwebtoken';

interface ApiClaims {
  sub: string;
  scope?: string[];
  exp?: number;
}

function extractBearer(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme === 'Bearer' && value ? value : null;
}

@Injectable()
export class ApiTokenGuard implements CanActivate {
  private readonly secret = process.env.API_JWT_SECRET as string;
  private readonly issuer = 'https://auth.example.com';

  private readClaims(token: string): ApiClaims | null {
    let decoded: string | jwt.JwtPayload;
    try {
      decoded = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: this.issuer });
    } catch {
      return null;
    }
    if (typeof decoded === 'string' || typeof decoded.sub !== 'string') {
      return null;
    }
    return decoded as ApiClaims;
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest();
    const token = extractBearer(req.headers['authorization']);
    if (!token) throw new UnauthorizedException('missing bearer token');
    const claims = this.readClaims(token);
    if (!claims) throw new UnauthorizedException('invalid token');
    req.user = { id: claims.sub, scope: claims.scope ?? [] };
    return true;
  }
}
