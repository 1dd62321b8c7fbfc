// A wristband balance program of the h73 set (cwe-614-cookie).
'use strict';

const Hapi = require('@hapi/hapi');
const crypto = require('node:crypto');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.PARK_DB_URL });
const SIGNING_KEY = Buffer.from(process.env.WRISTBAND_LINK_KEY_B64 || '', 'base64');

function signLink(wristbandId, issuedAt) {
  const body = `${wristbandId}.${issuedAt}`;
  const mac = crypto.createHmac('sha256', SIGNING_KEY).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function readLink(value) {
  const parts = String(value || '').split('.');
  if (parts.length !== 3) return null;
  const [wristbandId, issuedAt, mac] = parts;
  const expected = signLink(wristbandId, issuedAt).split('.')[2];
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  if (Date.now() - Number(issuedAt) > 12 * 60 * 60 * 1000) return null;
  return wristbandId;
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT || 8500), host: '0.0.0.0' });

  server.state('band', {
    ttl: 12 * 60 * 60 * 1000,
    isSecure: true,
    isHttpOnly: true,
    isSameSite: 'Lax',
    path: '/',
    encoding: 'none',
  });

  server.route({
    method: 'POST',
    path: '/band/link',
    handler: async (request, h) => {
      // QR on the wristband encodes "TIDE-<park>-<serial>"; staff printers sometimes add spaces
      const scanned = String(request.payload?.qr || '').replace(/\s+/g, '').toUpperCase();
      const match = /^TIDE-(?<park>[A-Z]{2})-(?<serial>\d{8})$/.exec(scanned);
      if (!match) return h.response({ error: 'not a wristband code' }).code(400);

      const { rows } = await pool.query(
        'SELECT id FROM wristbands WHERE park = $1 AND serial = $2 AND active',
        [match.groups.park, match.groups.serial],
      );
      if (rows.length === 0) return h.response({ error: 'wristband not active' }).code(404);

      h.state('band', signLink(rows[0].id, Date.now()));
      return { linked: true, park: match.groups.park };
    },
  });

  server.route({
    method: 'GET',
    path: '/band/balance',
    handler: async (request, h) => {
      const bandId = readLink(request.state.band);
      if (!bandId) return h.response({ error: 'scan your wristband first' }).code(401);
      const { rows } = await pool.query(
        `SELECT w.balance_cents, p.merchant, p.amount_cents, p.created_at
           FROM wristbands w LEFT JOIN purchases p ON p.wristband_id = w.id
          WHERE w.id = $1 ORDER BY p.created_at DESC LIMIT 10`,
        [bandId],
      );
      return {
        balance: (rows[0]?.balance_cents ?? 0) / 100,
        recent: rows.filter((r) => r.merchant).map((r) => ({ merchant: r.merchant, amount: r.amount_cents / 100, at: r.created_at })),
      };
    },
  });

  await server.start();
  console.log(`wristband service on ${server.info.uri}`);
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
