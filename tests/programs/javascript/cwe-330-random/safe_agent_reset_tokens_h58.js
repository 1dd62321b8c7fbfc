// agent reset tokens (h58 set)
'use strict';

const crypto = require('node:crypto');
const express = require('express');
const nodemailer = require('nodemailer');

const config = Object.freeze({
  appUrl: process.env.AGENT_PORTAL_URL || 'https://agents.example-realty.com',
  tokenTtlMs: 30 * 60 * 1000,
  smtp: { host: process.env.SMTP_HOST, port: 587, requireTLS: true, auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } },
});

const mailer = nodemailer.createTransport(config.smtp);

const agents = new Map([['lena.ortiz@example-realty.com', { id: 'ag_1042', name: 'Lena Ortiz' }]]);
const resetTokens = new Map(); // digest -> { agentId, expires }

const newToken = () =>
  Array.from({ length: 32 }, () => crypto.randomInt(36).toString(36)).join('');

const digest = (token) => crypto.createHash('sha256').update(token).digest('hex');

const resetLink = (token) => `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;

const app = express();
app.use(express.json());

app.post('/agents/password-reset', async (req, res) => {
  const email = String(req.body?.email ?? '').trim().toLowerCase();
  const agent = agents.get(email);
  // same response either way so the endpoint does not reveal which emails exist
  res.status(202).json({ message: 'If the address is registered, a reset link is on its way.' });
  if (!agent) return;

  const token = newToken();
  resetTokens.set(digest(token), { agentId: agent.id, expires: Date.now() + config.tokenTtlMs });
  await mailer
    .sendMail({
      to: email,
      from: 'no-reply@example-realty.com',
      subject: 'Reset your agent portal password',
      text: `Hi ${agent.name},\n\nUse this link within 30 minutes: ${resetLink(token)}\n`,
    })
    .catch((err) => req.app.emit('mail-error', err));
});

app.post('/agents/password-reset/confirm', (req, res) => {
  const key = digest(String(req.body?.token ?? ''));
  const entry = resetTokens.get(key);
  resetTokens.delete(key);
  if (!entry || entry.expires < Date.now()) return res.status(400).json({ error: 'link expired or invalid' });
  return res.json({ agentId: entry.agentId, next: 'choose-new-password' });
});

app.listen(Number(process.env.PORT) || 3000);
