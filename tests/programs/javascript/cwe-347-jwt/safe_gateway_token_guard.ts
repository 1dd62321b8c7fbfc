// NestJS guard that authenticates IoT gateways calling the fleet API with bearer tokens.
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, JWTPayload } from 'jose';

const ISSUER = 'https://auth.fleet.example.com/';
const AUDIENCE = 'fleet-api';
const JWKS = createRemoteJWKSet(new URL('.well-known/jwks.json', ISSUER));

export interface GatewayIdentity {
  gatewayId: string;
  fleetId: string;
  scopes: string[];
}

@Injectable()
export class GatewayTokenGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const header: string = request.headers['authorization'] ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) {
      throw new UnauthorizedException('missing bearer token');
    }
    const claims = await this.readClaims(token);
    if (!claims.sub) {
      throw new UnauthorizedException('token has no subject');
    }
    request.gateway = this.toIdentity(claims);
    return true;
  }

  private async readClaims(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, JWKS, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['ES256'],
        requiredClaims: ['exp'],
      });
      return payload;
    } catch {
      throw new UnauthorizedException('invalid token');
    }
  }

  private toIdentity(claims: JWTPayload): GatewayIdentity {
    return {
      gatewayId: String(claims.sub),
      fleetId: String(claims['fleet_id'] ?? ''),
      scopes: String(claims['scope'] ?? '').split(' ').filter(Boolean),
    };
  }
}
