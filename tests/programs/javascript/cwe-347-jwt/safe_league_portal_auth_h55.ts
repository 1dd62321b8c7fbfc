// Authentication middleware for the basketball league's club-admin portal, reading bearer tokens from the SSO service.
import express, { Request, Response, NextFunction } from 'express';
import jwt, { JwtPayload } from 'jsonwebtoken';
import * as fs from 'fs';

const SSO_PUBLIC_KEY = fs.readFileSync(process.env.SSO_PUBLIC_KEY_PATH ?? '/etc/league/sso-public.pem');
const SSO_ISSUER = 'https://sso.league.example';

class AuthError extends Error {}

interface ClubAdminClaims extends JwtPayload {
  clubId: string;
  role: 'club_admin' | 'coach' | 'viewer';
}

class TokenReader {
  constructor(private readonly publicKey: Buffer, private readonly issuer: string) {}

  read(header: string | undefined): ClubAdminClaims {
    if (!header?.startsWith('Bearer ')) throw new AuthError('missing bearer token');
    const token = header.slice('Bearer '.length);
    try {
      return jwt.verify(token, this.publicKey, { algorithms: ['RS256'], issuer: this.issuer }) as ClubAdminClaims;
    } catch (err) {
      throw new AuthError((err as Error).message);
    }
  }
}

class AuthGuard {
  constructor(private readonly reader: TokenReader) {}

  requireRole(role: ClubAdminClaims['role']) {
    return (req: Request, res: Response, next: NextFunction): void => {
      try {
        const claims = this.reader.read(req.headers.authorization);
        if (claims.role !== role) throw new AuthError('insufficient role');
        res.locals.claims = claims;
        next();
      } catch (err) {
        res.status(401).json({ error: err instanceof AuthError ? err.message : 'unauthorized' });
      }
    };
  }
}

const guard = new AuthGuard(new TokenReader(SSO_PUBLIC_KEY, SSO_ISSUER));
const app = express();

app.get('/clubs/:clubId/roster', guard.requireRole('club_admin'), (req: Request, res: Response) => {
  const claims = res.locals.claims as ClubAdminClaims;
  if (claims.clubId !== req.params.clubId) {
    res.status(403).json({ error: 'not your club' });
    return;
  }
  res.json({ clubId: claims.clubId, players: [] });
});

app.listen(3008);
