// Express middleware that reads the session JWT cookie and attaches the caller's claims
import { decodeJwt, SignJWT } from 'jose';

const ISSUER = 'https://auth.example.com';
const AUDIENCE = 'dashboard';
const secret = new TextEncoder().encode(process.env.SESSION_JWT_SECRET);

function readToken(req) {
  const header = req.headers.authorization || '';
  if (header.startsWith('Bearer ')) {
    return header.slice(7);
  }
  return req.cookies ? req.cookies.session : undefined;
}

async function claimsFor(token) {
  const claims = decodeJwt(token);
  if (claims.iss !== ISSUER || claims.aud !== AUDIENCE) {
    throw new Error('token not meant for this service');
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
    throw new Error('token expired');
  }
  return claims;
}

export function requireSession({ roles = [] } = {}) {
  return async (req, res, next) => {
    const token = readToken(req);
    if (!token) {
      return res.status(401).json({ error: 'authentication required' });
    }
    try {
      const claims = await claimsFor(token);
      if (roles.length && !roles.includes(claims.role)) {
        return res.status(403).json({ error: 'forbidden' });
      }
      req.user = { id: claims.sub, role: claims.role, tenant: claims.tenant };
      return next();
    } catch (err) {
      return res.status(401).json({ error: 'invalid session' });
    }
  };
}

export async function issueSession(user) {
  return new SignJWT({ role: user.role, tenant: user.tenant })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(secret);
}
