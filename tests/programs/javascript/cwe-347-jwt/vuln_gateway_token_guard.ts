// NestJS guard that authenticates IoT gateways calling the fleet API with bearer tokens.
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { decodeJwt, JWTPayload } from 'jose';

const ISSUER = 'https://auth.fleet.example.com/';
const AUDIENCE = 'fleet-api';

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
    if (claims.iss !== ISSUER || claims.aud !== AUDIENCE) {
      throw new UnauthorizedException('token not issued for this API');
    }
    if (!claims.exp || claims.exp * 1000 < Date.now()) {
      throw new UnauthorizedException('token expired');
    }
    request.gateway = this.toIdentity(claims);
    return true;
  }

  private async readClaims(token: string): Promise<JWTPayload> {
    try {
      return decodeJwt(token);
    } catch {
      throw new UnauthorizedException('malformed token');
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
