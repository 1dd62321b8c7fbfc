// A sso return program of the h72 set (cwe-601-redirect).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const crypto = require('node:crypto');

const ALLOWED_HOSTS = new Set(['play.paintpeakarena.com', 'shop.paintpeakarena.com']);
const logger = console;

class HostAllowlist {
  constructor(hosts) {
    this.hosts = hosts;
  }

  assert(raw) {
    const url = new URL(raw, 'https://play.paintpeakarena.com');
    if (url.protocol !== 'https:' || !this.hosts.has(url.hostname)) {
      throw new Error(`host ${url.hostname} is not ours`);
    }
    return url;
  }
}

class ReturnTarget {
  constructor(policy, fallback) {
    this.policy = policy;
    this.fallback = fallback;
  }

  resolve(raw) {
    if (!raw) return this.fallback;
    try {
      return this.policy.assert(raw).href;
    } catch (err) {
      logger.warn(`return_to rejected: ${err.message}`);
      return this.fallback;
    }
  }
}

class PartnerSso {
  constructor(secret) {
    this.secret = secret;
  }

  // The partner signs "<playerId>.<expires>" with the shared secret.
  verify(ticket) {
    const [playerId, expires, mac] = String(ticket ?? '').split('.');
    if (!playerId || !expires || !mac) return null;
    const expected = crypto.createHmac('sha256', this.secret).update(`${playerId}.${expires}`).digest('base64url');
    const a = Buffer.from(mac);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
    return Number(expires) * 1000 > Date.now() ? playerId : null;
  }
}

const sso = new PartnerSso(process.env.PARTNER_SSO_SECRET);
const returnTarget = new ReturnTarget(new HostAllowlist(ALLOWED_HOSTS), '/lobby');
const router = new Router();

router.get('/sso/callback', (ctx) => {
  const playerId = sso.verify(ctx.query.ticket);
  if (!playerId) ctx.throw(401, 'sign-in link expired, please try again');
  ctx.cookies.set('pp_player', playerId, { signed: true, httpOnly: true, secure: true, sameSite: 'lax' });
  ctx.redirect(returnTarget.resolve(ctx.query.return_to));
});

router.get('/lobby', (ctx) => {
  const player = ctx.cookies.get('pp_player', { signed: true });
  if (!player) return ctx.redirect('/sso/start');
  ctx.body = { player, nextGames: ['speedball 18:00', 'woodsball 19:30'] };
});

const app = new Koa();
app.keys = [process.env.COOKIE_KEY];
app.proxy = true;
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 3610));
