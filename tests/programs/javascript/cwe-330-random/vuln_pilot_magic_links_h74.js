// A pilot magic links program of the h74 set (cwe-330-random).
'use strict';

const express = require('express');
const { EventEmitter, once } = require('node:events');
const cookieParser = require('cookie-parser');
const nodemailer = require('nodemailer');

const DASHBOARD = 'https://pilots.vortexfpvleague.com';
const LINK_TTL_MS = 48 * 60 * 60 * 1000;

const events = new EventEmitter();
const signInTokens = new Map(); // token -> { pilotEmail, teamId, expiresAt }
const mailer = nodemailer.createTransport({
  host: process.env.SMTP_HOST || 'smtp.vortexfpvleague.com',
  port: 587,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

function newSignInToken() {
  let token = '';
  while (token.length < 32) {
    token += Math.random().toString(36).slice(2);
  }
  return token.slice(0, 32);
}

async function issueLink(teamId, pilot) {
  const token = newSignInToken();
  signInTokens.set(token, { pilotEmail: pilot.email, teamId, expiresAt: Date.now() + LINK_TTL_MS });
  await mailer.sendMail({
    from: 'race-control@vortexfpvleague.com',
    to: pilot.email,
    subject: 'Your entry is confirmed - sign in to the pilot dashboard',
    text: `Hi ${pilot.callsign},\n\nYour dashboard link (valid 48h): ${DASHBOARD}/sign-in?token=${token}\n`,
  });
  return pilot.email;
}

events.on('entry.paid', async ({ teamId, pilots }) => {
  const results = await Promise.allSettled(pilots.map((p) => issueLink(teamId, p)));
  const sent = results.filter((r) => r.status === 'fulfilled').length;
  console.log(`team ${teamId}: ${sent}/${pilots.length} sign-in links sent`);
  events.emit('entry.links-sent', { teamId, sent });
});

const app = express();
app.use(express.json());
app.use(cookieParser(process.env.COOKIE_SECRET));

// Payment provider webhook
app.post('/webhooks/payments', async (req, res) => {
  if (!process.env.PAYMENT_WEBHOOK_SECRET || req.get('x-webhook-secret') !== process.env.PAYMENT_WEBHOOK_SECRET) {
    return res.status(401).end();
  }
  const { type, data } = req.body || {};
  if (type !== 'payment.succeeded' || !data?.metadata?.teamId) {
    return res.status(204).end();
  }
  const pilots = (data.metadata.pilots || []).filter((p) => typeof p.email === 'string').slice(0, 6);
  const done = once(events, 'entry.links-sent');
  events.emit('entry.paid', { teamId: data.metadata.teamId, pilots });
  const [{ sent }] = await done;
  res.json({ received: true, linksSent: sent });
});

app.get('/sign-in', (req, res) => {
  const entry = signInTokens.get(String(req.query.token || ''));
  if (!entry || entry.expiresAt < Date.now()) {
    return res.status(401).send('This sign-in link is invalid or has expired.');
  }
  signInTokens.delete(String(req.query.token));
  res.cookie('pilot', entry.pilotEmail, { httpOnly: true, secure: true, sameSite: 'lax', signed: true });
  res.redirect(303, '/dashboard');
});

app.listen(Number(process.env.PORT || 3440), () => console.log('entry service listening'));
