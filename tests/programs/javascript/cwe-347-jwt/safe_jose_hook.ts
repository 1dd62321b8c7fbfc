// SvelteKit server hook that attaches the signed-in user from the session JWT cookie.
import type { Handle } from '@sveltejs/kit';
import { redirect } from '@sveltejs/kit';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { env } from '$env/dynamic/private';

const COOKIE_NAME = 'id_token';
const ISSUER = env.OIDC_ISSUER ?? 'https://login.example.com';
const AUDIENCE = env.OIDC_CLIENT_ID ?? 'web-portal';
const PROTECTED_PREFIXES = ['/account', '/billing', '/admin'];
const JWKS = createRemoteJWKSet(new URL(`${ISSUER}/.well-known/jwks.json`));

interface SessionUser {
  id: string;
  email: string;
  roles: string[];
}

async function userFromToken(token: string): Promise<SessionUser | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, JWKS, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['RS256', 'ES256'],
    }));
  } catch {
    return null;
  }
  return {
    id: String(payload.sub),
    email: String(payload.email ?? ''),
    roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
  };
}

export const handle: Handle = async ({ event, resolve }) => {
  const token = event.cookies.get(COOKIE_NAME);
  event.locals.user = token ? await userFromToken(token) : null;

  const needsAuth = PROTECTED_PREFIXES.some((p) => event.url.pathname.startsWith(p));
  if (needsAuth && !event.locals.user) {
    throw redirect(303, `/login?next=${encodeURIComponent(event.url.pathname)}`);
  }
  if (event.url.pathname.startsWith('/admin') && !event.locals.user?.roles.includes('admin')) {
    return new Response('Forbidden', { status: 403 });
  }
  return resolve(event);
};
