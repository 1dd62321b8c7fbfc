// A kennel handler invites program of the h64 set (cwe-330-random).
// pages/api/kennels/[kennelId]/invites.js
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.KENNEL_DB_URL });

const ROLES = new Set(['handler', 'dog-walker', 'vet-tech', 'race-crew']);
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[a-z]{2,24}$/i;
const INVITE_TTL_HOURS = 72;

function inviteToken() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

// POST body: { season: '2024-25', handlers: [{ email, role, dogs: ['Koda', 'Juneau'] }] }
export default async function handler(req, res) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).end();
  }

  const kennelId = Number.parseInt(req.query.kennelId, 10);
  if (!Number.isInteger(kennelId) || kennelId <= 0) return res.status(400).json({ error: 'bad kennel id' });

  const handlers = Array.isArray(req.body?.handlers) ? req.body.handlers.slice(0, 40) : [];
  const invites = [];
  const rejected = [];

  for (const h of handlers) {
    const email = String(h.email || '').trim().toLowerCase();
    const role = ROLES.has(h.role) ? h.role : null;
    if (!EMAIL.test(email) || !role) {
      rejected.push({ email, reason: 'bad email or role' });
      continue;
    }
    const dogs = Array.isArray(h.dogs) ? h.dogs.map((d) => String(d).slice(0, 30)).slice(0, 16) : [];
    const token = inviteToken();
    await pool.query(
      `INSERT INTO kennel_invites (kennel_id, email, role, dogs, token, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))`,
      [kennelId, email, role, dogs, token, INVITE_TTL_HOURS],
    );
    invites.push({ email, role, link: `https://${process.env.KENNEL_APP_HOST}/join?token=${token}` });
  }

  return res.status(201).json({ kennelId, season: String(req.body?.season || ''), invites, rejected });
}
