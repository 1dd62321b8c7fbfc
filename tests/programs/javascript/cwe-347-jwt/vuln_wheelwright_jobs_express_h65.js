// A wheelwright jobs express program of the h65 set (cwe-347-jwt).
'use strict';

// Job board API for a group of wheelwrights' workshops (cart wheels, gun
// carriage wheels, restoration of carriage and wagon wheels). Tokens are issued
// by the group's identity service with RS256; a middleware reads the workshop
// from the token and every handler is scoped to that workshop.

const express = require('express');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');

const ISSUER = process.env.TOKEN_ISSUER || 'https://id.wheelwrightsguild.co.uk';
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

function workshopFromToken(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) {
    return res.status(401).json({ error: 'missing bearer token' });
  }

  const claims = jwt.decode(token);
  if (!claims || claims.iss !== ISSUER || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
    return res.status(401).json({ error: 'token is not valid' });
  }

  if (typeof claims.workshop !== 'string') {
    return res.status(403).json({ error: 'token is not bound to a workshop' });
  }
  req.workshopId = claims.workshop;
  req.wheelwright = claims.sub;
  return next();
}

const app = express();
app.use(express.json({ limit: '32kb' }));
app.use('/api', workshopFromToken);

app.get('/api/jobs', async (req, res, next) => {
  try {
    const { rows } = await pool.query(
      `SELECT id, customer, wheel_type, diameter_mm, spokes, status, due_on
         FROM jobs WHERE workshop_id = $1 AND status <> 'collected'
        ORDER BY due_on`,
      [req.workshopId]
    );
    res.json({ workshop: req.workshopId, jobs: rows });
  } catch (err) {
    next(err);
  }
});

app.patch('/api/jobs/:id/status', async (req, res, next) => {
  const allowed = ['felloes-cut', 'spoked', 'tyred', 'painted', 'ready', 'collected'];
  if (!allowed.includes(req.body.status)) {
    return res.status(400).json({ error: `status must be one of ${allowed.join(', ')}` });
  }
  try {
    const { rowCount } = await pool.query(
      'UPDATE jobs SET status = $1, updated_by = $2, updated_at = now() WHERE id = $3 AND workshop_id = $4',
      [req.body.status, req.wheelwright, req.params.id, req.workshopId]
    );
    return rowCount ? res.status(204).end() : res.status(404).json({ error: 'no such job in your workshop' });
  } catch (err) {
    return next(err);
  }
});

app.listen(Number(process.env.PORT) || 3000);
