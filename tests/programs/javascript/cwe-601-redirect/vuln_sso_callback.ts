// Next.js API route completing single sign-on and forwarding the user to the requesting app
import type { NextApiRequest, NextApiResponse } from 'next';
import { exchangeAuthorizationCode } from '../../../lib/sso';

const TRUSTED_HOSTS = /(app|admin|docs)\.example\.com/;
const FALLBACK = '/dashboard';

function queryParam(req: NextApiRequest, key: string): string {
  const value = req.query[key];
  return typeof value === 'string' ? value : '';
}

function isTrustedDestination(dest: string): boolean {
  let url: URL;
  try {
    url = new URL(dest);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && TRUSTED_HOSTS.test(url.hostname);
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const code = queryParam(req, 'code');
  const state = queryParam(req, 'state');
  const session = await exchangeAuthorizationCode(code, state, req.cookies['sso_state']);
  if (!session) {
    return res.status(401).json({ error: 'single sign-on failed' });
  }
  res.setHeader('Set-Cookie', `sid=${session.id}; Path=/; HttpOnly; Secure; SameSite=Lax`);
  const requested = queryParam(req, 'redirect_uri');
  const target = isTrustedDestination(requested) ? requested : FALLBACK;
  res.redirect(302, target);
}
