// Koa routes letting library members set and check the PIN for their library card
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const crypto = require('crypto');
const { promisify } = require('util');
const { Pool } = require('pg');

const scrypt = promisify(crypto.scrypt);
const pool = new Pool();
const app = new Koa();
const router = new Router({ prefix: '/cards' });

const PIN_FORMAT = /^\d{4,8}$/;
const SCRYPT_OPTS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const hashPin = async (pin, salt = crypto.randomBytes(16)) => {
  const key = await scrypt(pin, salt, 32, SCRYPT_OPTS);
  return `${salt.toString('hex')}:${key.toString('hex')}`;
};

const pinMatches = async (pin, stored) => {
  const [saltHex, keyHex] = String(stored).split(':');
  const candidate = await scrypt(pin, Buffer.from(saltHex, 'hex'), 32, SCRYPT_OPTS);
  return crypto.timingSafeEqual(candidate, Buffer.from(keyHex, 'hex'));
};

const requirePin = (field) => async (ctx, next) => {
  const pin = String((ctx.request.body || {})[field] || '');
  if (!PIN_FORMAT.test(pin)) ctx.throw(400, 'PIN must be 4-8 digits');
  ctx.state.pin = pin;
  await next();
};

router.put('/:cardNo/pin', requirePin('newPin'), async (ctx) => {
  const { cardNo } = ctx.params;
  const digest = await hashPin(ctx.state.pin);
  const { rowCount } = await pool.query('UPDATE cards SET pin_hash = $1 WHERE card_no = $2', [digest, cardNo]);
  ctx.status = rowCount ? 204 : 404;
});

router.post('/:cardNo/pin/check', requirePin('pin'), async (ctx) => {
  const { cardNo } = ctx.params;
  const { rows } = await pool.query('SELECT pin_hash FROM cards WHERE card_no = $1', [cardNo]);
  const ok = rows.length > 0 && (await pinMatches(ctx.state.pin, rows[0].pin_hash));
  ctx.body = { cardNo, ok };
});

app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());

module.exports = app;
