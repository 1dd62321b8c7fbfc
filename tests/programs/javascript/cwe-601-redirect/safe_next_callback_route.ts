// Next.js route handler that finishes the OAuth callback and returns the user to the app
import { NextRequest, NextResponse } from 'next/server';
import { exchangeCode, createSessionCookie } from '@/lib/auth';

const PRIMARY_DOMAIN = 'example.com';

function resolveReturnTo(raw: string | null, base: string): URL {
  const fallback = new URL('/home', base);
  if (!raw) return fallback;
  let target: URL;
  try {
    target = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'https:') return fallback;
  const host = target.hostname;
  if (host !== PRIMARY_DOMAIN && !host.endsWith(`.${PRIMARY_DOMAIN}`)) return fallback;
  return target;
}

export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const expectedState = request.cookies.get('oauth_state')?.value;

  if (!code || !state || state !== expectedState) {
    return NextResponse.json({ error: 'invalid oauth state' }, { status: 400 });
  }

  const tokens = await exchangeCode(code);
  const returnTo = resolveReturnTo(searchParams.get('returnTo'), request.url);

  const response = NextResponse.redirect(returnTo);
  response.cookies.set(createSessionCookie(tokens));
  response.cookies.delete('oauth_state');
  return response;
}
