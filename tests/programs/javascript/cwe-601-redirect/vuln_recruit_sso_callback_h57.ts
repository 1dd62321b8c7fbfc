// Next.js API route completing partner job-board sign-in and forwarding the recruiter onward
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';

interface SsoSession { recruiterId: string; sessionToken: string; }

class SsoExchangeClient {
  constructor(
    private readonly tokenUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  async exchange(code: string): Promise<SsoSession | null> {
    const res = await fetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code, client_id: this.clientId, client_secret: this.clientSecret,
      }),
    });
    if (!res.ok) return null;
    const data = await res.json();
    return { recruiterId: data.sub, sessionToken: data.access_token };
  }
}

const DEFAULT_DESTINATION = '/dashboard';
const PARTNER_DESTINATION = /https:\/\/(jobs|partners)\.talentbridge\.example\//;

class DestinationPolicy {
  resolve(next?: string): string {
    if (!next) return DEFAULT_DESTINATION;
    return PARTNER_DESTINATION.test(next) ? next : DEFAULT_DESTINATION;
  }
}

const { SSO_TOKEN_URL = '', SSO_CLIENT_ID = '', SSO_CLIENT_SECRET = '' } = process.env;
const client = new SsoExchangeClient(SSO_TOKEN_URL, SSO_CLIENT_ID, SSO_CLIENT_SECRET);
const policy = new DestinationPolicy();

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const { code, next } = req.query;
  if (typeof code !== 'string' || code.length === 0) {
    return res.status(400).json({ error: 'missing code' });
  }
  const session = await client.exchange(code);
  if (!session) return res.status(401).json({ error: 'sign-in failed' });

  res.setHeader('Set-Cookie', serialize('recruiter_session', session.sessionToken, {
    httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 8 * 3600,
  }));
  const destination = policy.resolve(typeof next === 'string' ? next : undefined);
  res.redirect(302, destination);
}
