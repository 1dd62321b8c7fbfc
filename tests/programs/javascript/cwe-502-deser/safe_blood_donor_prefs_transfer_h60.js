// A blood donor prefs transfer program of the h60 set (cwe-502-deser).
'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

// Donors can export their reminder and appointment preferences from the old
// portal and paste the blob into the new one when they move region.
const DEFAULT_PREFS = Object.freeze({
  reminderChannel: 'email',
  reminderDaysBefore: 2,
  preferredSession: 'evening',
  centres: [],
});

const CHANNELS = ['email', 'sms', 'none'];
const SESSIONS = ['morning', 'afternoon', 'evening'];
const prefsByDonor = new Map();

const encodeBlob = (prefs) => Buffer.from(JSON.stringify(prefs), 'utf8').toString('base64');
const decodeBlob = (blob) => JSON.parse(Buffer.from(blob, 'base64').toString('utf8'));

const pick = (value, allowed, fallback) => (allowed.includes(value) ? value : fallback);

const coercePrefs = (raw) => ({
  reminderChannel: pick(raw.reminderChannel, CHANNELS, DEFAULT_PREFS.reminderChannel),
  reminderDaysBefore: Math.min(Math.max(Number(raw.reminderDaysBefore) || 2, 1), 14),
  preferredSession: pick(raw.preferredSession, SESSIONS, DEFAULT_PREFS.preferredSession),
  centres: Array.isArray(raw.centres) ? raw.centres.filter((c) => /^[A-Z]{3}\d{2}$/.test(c)).slice(0, 5) : [],
});

// The portal gateway authenticates donors and forwards the donor number.
const requireDonor = async (ctx, next) => {
  const donorId = ctx.get('X-Donor-Id');
  if (!/^D\d{7}$/.test(donorId)) ctx.throw(401, 'donor session required');
  ctx.state.donorId = donorId;
  await next();
};

const router = new Router();

router.get('/preferences/export', requireDonor, (ctx) => {
  const prefs = prefsByDonor.get(ctx.state.donorId) ?? DEFAULT_PREFS;
  ctx.body = { blob: encodeBlob(prefs) };
});

router.post('/preferences/import', requireDonor, async (ctx) => {
  const blob = ctx.request.body?.blob;
  if (typeof blob !== 'string' || blob.length > 8192) ctx.throw(400, 'blob missing or too large');

  const prefs = await Promise.resolve(blob)
    .then(decodeBlob)
    .then((raw) => (raw && typeof raw === 'object' ? coercePrefs(raw) : Promise.reject(new Error('not an object'))))
    .catch(() => ctx.throw(422, 'blob could not be read'));

  prefsByDonor.set(ctx.state.donorId, prefs);
  ctx.body = prefs;
});

const app = new Koa();
app.proxy = true;
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000));
