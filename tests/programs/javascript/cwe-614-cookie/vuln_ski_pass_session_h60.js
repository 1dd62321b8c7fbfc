// A ski pass session program of the h60 set (cwe-614-cookie).
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const argon2 = require('argon2');
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

// Season pass holders sign in with pass number and PIN to see their lift
// rides, add ski-school days and report a lost card.
// holders.json: [{ passNo, name, pinHash }] with argon2id PIN hashes
const HOLDERS = new Map(
  JSON.parse(fs.readFileSync(process.env.PASS_HOLDERS_FILE || '/etc/liftpass/holders.json', 'utf8')).map((h) => [
    h.passNo,
    h,
  ]),
);

const SESSION_TTL_MS = 4 * 3600 * 1000;
const COOKIE_NAME = 'liftpass_session';
const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', maxAge: SESSION_TTL_MS, overwrite: true };
const sessions = new Map();

const verifyPin = (passNo, pin) =>
  Promise.resolve(HOLDERS.get(passNo))
    .then((holder) => (holder ? argon2.verify(holder.pinHash, String(pin)).then((ok) => (ok ? holder : null)) : null))
    .catch(() => null);

const currentHolder = (ctx) =>
  [ctx.cookies.get(COOKIE_NAME)]
    .filter(Boolean)
    .map((token) => sessions.get(token))
    .filter((s) => s && s.expiresAt > Date.now())
    .map((s) => HOLDERS.get(s.passNo))[0] || null;

const router = new Router();

router.post('/account/login', async (ctx) => {
  const { passNo, pin } = ctx.request.body || {};
  if (!/^[0-9]{10}$/.test(String(passNo)) || !/^[0-9]{4,6}$/.test(String(pin))) ctx.throw(400, 'pass number or PIN malformed');

  const holder = await verifyPin(String(passNo), pin);
  if (!holder) ctx.throw(401, 'pass number or PIN incorrect');

  const token = crypto.randomBytes(32).toString('base64url');
  sessions.set(token, { passNo: holder.passNo, expiresAt: Date.now() + SESSION_TTL_MS });
  ctx.cookies.set(COOKIE_NAME, token, COOKIE_OPTIONS);
  ctx.body = { name: holder.name };
});

router.get('/account/me', (ctx) => {
  const holder = currentHolder(ctx);
  if (!holder) ctx.throw(401, 'please sign in');
  ctx.body = { passNo: holder.passNo, name: holder.name };
});

router.post('/account/logout', (ctx) => {
  sessions.delete(ctx.cookies.get(COOKIE_NAME));
  ctx.cookies.set(COOKIE_NAME, null, COOKIE_OPTIONS);
  ctx.status = 204;
});

const app = new Koa();
app.proxy = true;
app.use(bodyParser({ enableTypes: ['json'] }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000));
