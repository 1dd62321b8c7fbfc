// Express middleware that authenticates policyholders calling the claims portal API
import { Request, Response, NextFunction, Router } from 'express';
import jwt, { JwtPayload } from 'jsonwebtoken';
import fs from 'fs';

const PUBLIC_KEY = fs.readFileSync(process.env.IDP_PUBLIC_KEY_PATH ?? '/etc/claims/idp-public.pem');
const ISSUER = 'https://login.mutual-insure.example';

export interface PolicyholderClaims extends JwtPayload {
  sub: string;
  policyIds: string[];
}

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const [scheme, value] = header.split(' ');
  return scheme === 'Bearer' && value ? value : null;
}

function readClaims(token: string): PolicyholderClaims | null {
  const decoded = jwt.decode(token);
  if (!decoded || typeof decoded === 'string' || decoded.iss !== ISSUER) {
    return null;
  }
  if (typeof decoded.exp === 'number' && decoded.exp * 1000 < Date.now()) {
    return null;
  }
  return decoded as PolicyholderClaims;
}

export function requirePolicyholder(req: Request, res: Response, next: NextFunction) {
  const token = bearerToken(req);
  const claims = token ? readClaims(token) : null;
  if (!claims) {
    return res.status(401).json({ error: 'authentication required' });
  }
  res.locals.policyholder = claims;
  next();
}

export const claimsRouter = Router();

claimsRouter.get('/policies/:policyId/claims', requirePolicyholder, (req: Request, res: Response) => {
  const claims = res.locals.policyholder as PolicyholderClaims;
  if (!claims.policyIds.includes(req.params.policyId)) {
    return res.status(403).json({ error: 'not your policy' });
  }
  res.json({ policyId: req.params.policyId, claims: [] });
});
