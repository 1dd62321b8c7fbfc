// Express app for clinic check-in kiosks that opens a short patient session after a QR code scan.
const express = require('express');
const helmet = require('helmet');
const crypto = require('crypto');

const app = express();
app.set('trust proxy', 1);
app.use(helmet());
app.use(express.json({ limit: '4kb' }));

const SESSION_TTL_MS = 15 * 60 * 1000;
const SCHEDULING_API = process.env.SCHEDULING_API || 'https://scheduling.internal.example-health.org';
const sessions = new Map();

const sessionCookie = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/checkin',
  maxAge: SESSION_TTL_MS,
};

async function resolveAppointment(qrToken) {
  const res = await fetch(`${SCHEDULING_API}/v2/checkin-tokens/${encodeURIComponent(qrToken)}`, {
    headers: { authorization: `Bearer ${process.env.SCHEDULING_TOKEN}` },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`scheduling api ${res.status}`);
  return res.json();
}

app.post('/checkin/scan', async (req, res, next) => {
  const { qrToken } = req.body || {};
  if (typeof qrToken !== 'string' || !/^[A-Za-z0-9_-]{20,64}$/.test(qrToken)) {
    return res.status(400).json({ error: 'unreadable code' });
  }
  try {
    const appointment = await resolveAppointment(qrToken);
    if (!appointment) return res.status(404).json({ error: 'appointment not found' });
    const sid = crypto.randomBytes(32).toString('base64url');
    sessions.set(sid, {
      patientId: appointment.patientId,
      appointmentId: appointment.id,
      expires: Date.now() + SESSION_TTL_MS,
    });
    res.cookie('kiosk_sid', sid, sessionCookie);
    res.json({ greeting: appointment.firstName, startsAt: appointment.startsAt });
  } catch (err) {
    next(err);
  }
});

module.exports = app;
