// NestJS guard that authorises requests using access tokens from the company identity provider.
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { decodeJwt, JWTPayload } from 'jose';

const ISSUER = process.env.OIDC_ISSUER ?? 'https://login.example.com/';
const AUDIENCE = process.env.OIDC_AUDIENCE ?? 'orders-api';

@Injectable()
export class AccessTokenGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const token = this.extractToken(request.headers.authorization);
    const claims = await this.readClaims(token);
    if (claims.iss !== ISSUER || claims.aud !== AUDIENCE) {
      throw new UnauthorizedException('token was issued for another service');
    }
    request.user = { id: claims.sub, scopes: String(claims.scope ?? '').split(' ') };
    return true;
  }

  private extractToken(header?: string): string {
    if (!header || !header.startsWith('Bearer ')) {
      throw new UnauthorizedException('missing bearer token');
    }
    return header.slice('Bearer '.length).trim();
  }

  private async readClaims(token: string): Promise<JWTPayload> {
    let claims: JWTPayload;
    try {
      claims = decodeJwt(token);
    } catch {
      throw new UnauthorizedException('malformed token');
    }
    if (claims.exp !== undefined && claims.exp * 1000 < Date.now()) {
      throw new UnauthorizedException('token expired');
    }
    return claims;
  }
}
