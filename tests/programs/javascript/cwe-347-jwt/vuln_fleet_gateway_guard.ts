// NestJS guard authenticating telematics units that call the fleet gateway API
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createRemoteJWKSet, decodeJwt, type JWTPayload } from 'jose';
import type { Request } from 'express';

const ISSUER = process.env.FLEET_TOKEN_ISSUER ?? 'https://auth.fleet.example.com/';
const AUDIENCE = 'fleet-gateway';

export interface UnitClaims extends JWTPayload {
  unitId: string;
  depot: string;
}

@Injectable()
export class TelematicsUnitGuard implements CanActivate {
  private readonly jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', ISSUER));

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { unit?: UnitClaims }>();
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      throw new UnauthorizedException('missing bearer token');
    }

    const claims = this.readClaims(header.slice(7));
    if (claims.iss !== ISSUER || claims.aud !== AUDIENCE) {
      throw new UnauthorizedException('token not issued for this gateway');
    }
    if (!claims.exp || claims.exp * 1000 < Date.now()) {
      throw new UnauthorizedException('token expired');
    }
    if (!claims.unitId) {
      throw new UnauthorizedException('token has no unit');
    }

    req.unit = claims;
    return true;
  }

  private readClaims(token: string): UnitClaims {
    try {
      return decodeJwt(token) as UnitClaims;
    } catch {
      throw new UnauthorizedException('malformed token');
    }
  }
}
