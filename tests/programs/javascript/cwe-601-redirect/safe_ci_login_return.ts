// Koa routes that finish CI dashboard sign-in and send the user back to the page they started from.
import Koa from 'koa';
import Router from 'koa-router';

const DASHBOARD_ORIGIN = process.env.DASHBOARD_ORIGIN ?? 'https://ci.example.dev';
const IDP_TOKEN_URL = process.env.IDP_TOKEN_URL ?? 'https://sso.example.dev/oauth/token';

interface SessionGrant {
  sessionId: string;
  expiresIn: number;
}

async function exchangeCode(code: string): Promise<SessionGrant | null> {
  const res = await fetch(IDP_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'ci-dashboard' }),
  });
  if (!res.ok) return null;
  return (await res.json()) as SessionGrant;
}

function firstValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value[0] ?? '' : value ?? '';
}

function returnTarget(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw || '/pipelines', DASHBOARD_ORIGIN);
  } catch {
    return '/pipelines';
  }
  if (url.origin !== DASHBOARD_ORIGIN) {
    return '/pipelines';
  }
  return url.href;
}

const router = new Router();

router.get('/auth/callback', async (ctx) => {
  const grant = await exchangeCode(firstValue(ctx.query.code));
  if (!grant) {
    ctx.status = 401;
    ctx.body = 'sign-in failed';
    return;
  }
  ctx.cookies.set('ci_session', grant.sessionId, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: grant.expiresIn * 1000,
  });
  ctx.redirect(returnTarget(firstValue(ctx.query.return_to)));
});

const app = new Koa();
app.proxy = true;
app.use(router.routes());

export default app;
