// A ventriloquist agency booking API auth program of the h75 set (cwe-347-jwt).
'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const JWT_SECRET = process.env.BOOKING_JWT_SECRET;
if (!JWT_SECRET) {
  throw new Error('BOOKING_JWT_SECRET must be set');
}

class AuthError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AuthError';
    this.status = 401;
  }
}

function bearerToken(req) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) {
    throw new AuthError('missing bearer token');
  }
  return token;
}

function authenticate(req, res, next) {
  let token;
  try {
    token = bearerToken(req);
  } catch (err) {
    return next(err);
  }

  let claims;
  try {
    claims = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'], issuer: 'voicethrow-agency' });
  } catch (err) {
    console.warn(`[auth] token check failed: ${err.name} ${err.message}`);
    return next(new AuthError(err.name === 'TokenExpiredError' ? 'token expired' : 'invalid token'));
  }
  if (!claims || !claims.sub) {
    return next(new AuthError('token carries no subject'));
  }
  req.client = { id: claims.sub, role: claims.role || 'client' };
  return next();
}

const app = express();
app.use(express.json());

app.get('/bookings', authenticate, async (req, res, next) => {
  try {
    const { rows } = await pool.query(
      'SELECT id, performer, venue, show_date FROM bookings WHERE client_id = $1 ORDER BY show_date',
      [req.client.id]
    );
    res.json({ bookings: rows });
  } catch (err) {
    next(err);
  }
});

app.delete('/bookings/:id', authenticate, async (req, res, next) => {
  try {
    const { rowCount } = await pool.query('DELETE FROM bookings WHERE id = $1 AND client_id = $2', [
      req.params.id,
      req.client.id,
    ]);
    if (rowCount === 0) {
      return res.status(404).json({ error: 'booking not found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, _next) => {
  if (err instanceof AuthError) {
    return res.status(err.status).set('WWW-Authenticate', 'Bearer').json({ error: err.message });
  }
  console.error('[bookings]', err);
  res.status(500).json({ error: 'booking service error' });
});

app.listen(Number(process.env.PORT) || 4100);
