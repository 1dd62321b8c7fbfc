// An orchid show login vercel program of the h65 set (cwe-614-cookie).
'use strict';

// api/exhibitors/login.js  (Vercel serverless function)
// Exhibitors at the orchid growers' spring show sign in with their exhibitor
// number and PIN to register plants for judging classes. A session row is
// created and its id handed to the browser in the `show_session` cookie.

const crypto = require('crypto');
const bcrypt = require('bcryptjs');
const cookie = require('cookie');
const { sql } = require('@vercel/postgres');

const SESSION_SECONDS = 12 * 60 * 60;
const EXHIBITOR_NO = /^[0-9]{3,5}$/;

function sessionCookie(sessionId) {
  return cookie.serialize('show_session', sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_SECONDS,
  });
}

module.exports = async (req, res) => {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).end();
  }

  const { exhibitorNo, pin } = req.body || {};
  if (!EXHIBITOR_NO.test(String(exhibitorNo)) || typeof pin !== 'string' || pin.length < 6 || pin.length > 64) {
    return res.status(400).json({ error: 'exhibitor number and PIN are required' });
  }

  const { rows } = await sql.query('SELECT id, display_name, pin_hash FROM exhibitors WHERE exhibitor_no = $1', [
    exhibitorNo,
  ]);
  const exhibitor = rows[0];
  const ok = exhibitor ? await bcrypt.compare(pin, exhibitor.pin_hash) : false;
  if (!ok) {
    return res.status(401).json({ error: 'exhibitor number or PIN is wrong' });
  }

  const sessionId = crypto.randomBytes(32).toString('hex');
  await sql.query(
    `INSERT INTO exhibitor_sessions (id, exhibitor_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sessionId, exhibitor.id, SESSION_SECONDS]
  );

  res.setHeader('Set-Cookie', sessionCookie(sessionId));
  res.setHeader('Cache-Control', 'no-store');
  return res.status(200).json({ exhibitor: exhibitor.display_name, expiresIn: SESSION_SECONDS });
};
