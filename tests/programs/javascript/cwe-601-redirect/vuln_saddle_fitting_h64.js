// A saddle fitting program of the h64 set (cwe-601-redirect).
'use strict';

const Koa = require('koa');
const Router = require('koa-router');
const { Pool } = require('pg');
const { validate: isUuid } = require('uuid');

const pool = new Pool({ connectionString: process.env.SADDLERY_DB_URL });

const SHOP_DOMAIN = 'hartwell-saddlery.co.uk';
const DEFAULT_NEXT = `https://www.${SHOP_DOMAIN}/account/fittings`;

function firstValue(value) {
  return Array.isArray(value) ? value[0] : value;
}

// fitting confirmations go out by email; "next" sends the rider back to the page they booked from
function resolveNext(raw) {
  if (typeof raw !== 'string' || raw.length === 0) return DEFAULT_NEXT;
  let url;
  try {
    url = new URL(raw, `https://www.${SHOP_DOMAIN}`);
  } catch {
    return DEFAULT_NEXT;
  }
  if (url.protocol !== 'https:') return DEFAULT_NEXT;
  return url.hostname.endsWith(SHOP_DOMAIN) ? url.toString() : DEFAULT_NEXT;
}

const router = new Router();

// GET /fittings/confirm?token=<uuid>&horse=<id>&horse=<id>&next=/account/fittings
router.get('/fittings/confirm', async (ctx) => {
  const token = firstValue(ctx.query.token);
  if (!token || !isUuid(token)) ctx.throw(400, 'invalid confirmation link');

  const horseIds = [].concat(ctx.query.horse || [])
    .map((h) => Number.parseInt(h, 10))
    .filter((n) => Number.isInteger(n) && n > 0);

  const { rows } = await pool.query(
    `UPDATE fitting_bookings
        SET confirmed_at = now()
      WHERE confirm_token = $1 AND confirmed_at IS NULL AND expires_at > now()
  RETURNING id, rider_id, fitter, visit_date`,
    [token],
  );
  if (rows.length === 0) ctx.throw(410, 'this link has expired or was already used');
  const booking = rows[0];

  if (horseIds.length > 0) {
    await pool.query(
      'UPDATE booking_horses SET confirmed = true WHERE booking_id = $1 AND horse_id = ANY($2::int[])',
      [booking.id, horseIds],
    );
  }

  const next = resolveNext(firstValue(ctx.query.next));
  ctx.redirect(next);
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT) || 3000);
