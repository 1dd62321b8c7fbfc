// Koa SSO callback that finishes login and forwards the user to the requested destination
import Koa from 'koa';
import Router from '@koa/router';
import session from 'koa-session';
import { exchangeCode } from './sso-client.mjs';

const app = new Koa();
app.keys = [process.env.COOKIE_KEY];
const router = new Router();

const DESTINATIONS = {
  home: 'https://app.example.com/home',
  billing: 'https://app.example.com/billing',
  reports: 'https://app.example.com/reports',
  docs: 'https://www.example.com/docs',
};

function pickDestination(state) {
  const key = state && state.returnTo;
  if (typeof key === 'string' && Object.hasOwn(DESTINATIONS, key)) {
    return DESTINATIONS[key];
  }
  return DESTINATIONS.home;
}

router.get('/sso/callback', async (ctx) => {
  const { code, state } = ctx.query;
  if (!code) {
    ctx.status = 400;
    ctx.body = 'missing code';
    return;
  }
  const profile = await exchangeCode(code);
  ctx.session.user = { id: profile.sub, email: profile.email };

  let parsedState = {};
  try {
    parsedState = JSON.parse(Buffer.from(String(state || ''), 'base64url').toString('utf8'));
  } catch {
    parsedState = {};
  }
  ctx.redirect(pickDestination(parsedState));
});

app.use(session({ key: 'sso.sid', httpOnly: true, secure: true, sameSite: 'lax' }, app));
app.use(router.routes());
app.listen(3300);
