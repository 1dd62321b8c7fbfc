// A feeding slots program of the h73 set (cwe-942-cors).
'use strict';

const Fastify = require('fastify');
const cors = require('@fastify/cors');
const cookie = require('@fastify/cookie');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.FARM_DB_URL });
const app = Fastify({ logger: true });

const TRUSTED_SITES = new Set(['https://meadowbrookfarm.co.nz', 'https://www.meadowbrookfarm.co.nz', 'https://schools.meadowbrookfarm.co.nz']);

function originAllowed(origin) {
  if (!origin) return true; // same-origin and server-to-server calls
  const normalised = origin.trim().toLowerCase().replace(/\/+$/, '');
  return TRUSTED_SITES.has(normalised);
}

app.register(cookie);
app.register(cors, {
  credentials: true,
  methods: ['GET', 'POST', 'DELETE'],
  origin: (origin, cb) => cb(null, originAllowed(origin)),
});

async function visitorFrom(request) {
  const token = request.cookies.mbf_visit;
  if (!token) return null;
  const { rows } = await pool.query(
    'SELECT id, family_name, email FROM visitors WHERE session_token = $1 AND session_expires > now()',
    [token],
  );
  return rows[0] || null;
}

app.get('/feeding/slots', async (request) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(request.query.day || '') ? request.query.day : new Date().toISOString().slice(0, 10);
  const { rows } = await pool.query(
    'SELECT id, animal, starts_at, capacity - booked AS spaces FROM feeding_slots WHERE starts_at::date = $1 ORDER BY starts_at',
    [day],
  );
  return rows;
});

app.get('/feeding/my-bookings', async (request, reply) => {
  const visitor = await visitorFrom(request);
  if (!visitor) return reply.code(401).send({ error: 'please sign in' });
  const { rows } = await pool.query(
    `SELECT b.id, s.animal, s.starts_at, b.children, b.adults, b.allergy_notes
       FROM bookings b JOIN feeding_slots s ON s.id = b.slot_id
      WHERE b.visitor_id = $1 AND s.starts_at > now() ORDER BY s.starts_at`,
    [visitor.id],
  );
  return { family: visitor.family_name, email: visitor.email, bookings: rows };
});

app.delete('/feeding/bookings/:id', async (request, reply) => {
  const visitor = await visitorFrom(request);
  if (!visitor) return reply.code(401).send({ error: 'please sign in' });
  const { rowCount } = await pool.query(
    'DELETE FROM bookings WHERE id = $1 AND visitor_id = $2',
    [Number(request.params.id), visitor.id],
  );
  return rowCount ? { cancelled: true } : reply.code(404).send({ error: 'booking not found' });
});

app.listen({ port: Number(process.env.PORT || 4242), host: '0.0.0.0' });
