// A athlete portal program of the h74 set (cwe-347-jwt).
'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');
const { promisify } = require('node:util');
const { setTimeout: sleep } = require('node:timers/promises');

const verifyAsync = promisify(jwt.verify);
const PORTAL_SECRET = process.env.PORTAL_JWT_SECRET;
if (!PORTAL_SECRET) throw new Error('PORTAL_JWT_SECRET must be set');

const app = express();
app.use(express.json());

// Stand-ins for the registration and timing databases.
const registrations = new Map([
  ['ath_1042', { bib: 1042, name: 'R. Okafor', wave: 'AG 40-44 M', waveStart: '07:25', emergency: null }],
  ['ath_2210', { bib: 2210, name: 'L. Brandt', wave: 'AG 30-34 F', waveStart: '07:10', emergency: null }],
]);

async function loadRegistration(athleteId) {
  await sleep(4);
  return registrations.get(athleteId) || null;
}

async function loadSplits(bib) {
  await sleep(6);
  return { bib, swim: null, bike: null, run: null };
}

async function requireAthlete(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: 'sign in required' });

  const verified = verifyAsync(token, PORTAL_SECRET, {
    algorithms: ['HS256'],
    audience: 'athlete-portal',
    issuer: 'registration.ironharbortri.com',
  }).catch(() => null);

  if (!verified) {
    return res.status(401).json({ error: 'session expired, please sign in again' });
  }
  req.athleteId = jwt.decode(token)?.sub;
  next();
}

app.get('/me', requireAthlete, async (req, res) => {
  const registration = await loadRegistration(req.athleteId);
  if (!registration) return res.status(404).json({ error: 'no registration found' });
  const splits = await loadSplits(registration.bib);
  res.json({ ...registration, splits });
});

app.put('/me/emergency-contact', requireAthlete, async (req, res) => {
  const { name, phone } = req.body || {};
  if (typeof name !== 'string' || !/^\+?[0-9 ()-]{7,20}$/.test(String(phone))) {
    return res.status(400).json({ error: 'name and a valid phone number are required' });
  }
  const [registration] = await Promise.all([loadRegistration(req.athleteId), sleep(2)]);
  if (!registration) return res.status(404).json({ error: 'no registration found' });
  registration.emergency = { name: name.slice(0, 80), phone: String(phone) };
  res.json({ ok: true, emergency: registration.emergency });
});

app.listen(Number(process.env.PORT || 3610), () => console.log('athlete portal ready'));
