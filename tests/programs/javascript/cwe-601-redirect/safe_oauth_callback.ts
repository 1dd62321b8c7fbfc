// Next.js route handler that completes the OAuth callback and forwards the user to their destination.
import { NextRequest, NextResponse } from 'next/server';
import { exchangeCode, sessionCookieFor } from '@/lib/auth';

const DEFAULT_DEST = 'https://app.example.com/home';
const TRUSTED_HOSTS = new Set(['app.example.com', 'docs.example.com', 'billing.example.com']);

interface OAuthState {
  nonce: string;
  next?: string;
}

function decodeState(raw: string | null): OAuthState | null {
  if (!raw) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as OAuthState;
  } catch {
    return null;
  }
}

function pickDestination(state: OAuthState): string {
  if (!state.next) return DEFAULT_DEST;
  try {
    const url = new URL(state.next);
    if (url.protocol === 'https:' && TRUSTED_HOSTS.has(url.hostname)) {
      return url.href;
    }
  } catch {
    // fall through to the default destination
  }
  return DEFAULT_DEST;
}

export async function GET(req: NextRequest) {
  const code = req.nextUrl.searchParams.get('code');
  const state = decodeState(req.nextUrl.searchParams.get('state'));
  const expectedNonce = req.cookies.get('oauth_nonce')?.value;
  if (!code || !state || !expectedNonce || state.nonce !== expectedNonce) {
    return NextResponse.json({ error: 'invalid oauth callback' }, { status: 400 });
  }
  const session = await exchangeCode(code);
  const res = NextResponse.redirect(pickDestination(state), 303);
  res.cookies.set(sessionCookieFor(session));
  res.cookies.delete('oauth_nonce');
  return res;
}
