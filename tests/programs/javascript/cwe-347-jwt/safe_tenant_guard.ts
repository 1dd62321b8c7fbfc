// NestJS guard that reads the tenant and role from a bearer JWT before admin billing routes run.
import {
  CanActivate,
  Controller,
  ExecutionContext,
  Get,
  Injectable,
  Req,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import * as jwt from 'jsonwebtoken';

interface TenantClaims {
  sub: string;
  tenant: string;
  role: 'admin' | 'member';
}

@Injectable()
export class TenantAdminGuard implements CanActivate {
  private readonly secret = process.env.JWT_SIGNING_SECRET as string;

  private claimsFrom(token: string): TenantClaims | null {
    try {
      const verified = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: 'https://auth.example.com',
      });
      return typeof verified === 'string' ? null : (verified as unknown as TenantClaims);
    } catch {
      return null;
    }
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest();
    const header: string = request.headers['authorization'] ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = token ? this.claimsFrom(token) : null;
    if (!claims || claims.role !== 'admin') {
      throw new UnauthorizedException();
    }
    request.tenant = claims.tenant;
    return true;
  }
}

@Controller('admin/billing')
@UseGuards(TenantAdminGuard)
export class BillingAdminController {
  @Get('invoices')
  listInvoices(@Req() req: { tenant: string }) {
    return { tenant: req.tenant, invoices: [] };
  }
}
