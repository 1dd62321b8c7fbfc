// A circus promoter reset action program of the h65 set (cwe-330-random).
'use server';

import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { prisma } from '@/lib/prisma';

// Password reset for the circus troupe's promoter portal, where venue
// promoters book the big top, download the rider and check ticket splits.
// The form on /forgot-password posts here; a one-hour reset link is e-mailed.

const RESET_TTL_MS = 60 * 60 * 1000;

const mailer = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: 587,
  requireTLS: true,
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD },
});

function newResetToken() {
  return randomBytes(32).toString('base64url');
}

export async function requestPasswordReset(prevState, formData) {
  const email = String(formData.get('email') || '')
    .trim()
    .toLowerCase();
  const done = { sent: true, message: 'If that address belongs to a promoter account, a reset link is on its way.' };

  if (email.length === 0 || email.length > 254 || !email.includes('@')) {
    return { sent: false, message: 'Enter the e-mail address of your promoter account.' };
  }

  const promoter = await prisma.promoter.findUnique({ where: { email }, select: { id: true, name: true } });
  if (!promoter) {
    return done;
  }

  const token = newResetToken();
  await prisma.passwordReset.create({
    data: { token, promoterId: promoter.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) },
  });

  const link = `https://${process.env.PORTAL_HOST}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.sendMail({
    from: process.env.MAIL_FROM,
    to: email,
    subject: 'Reset your promoter portal password',
    text: `Hello ${promoter.name},\n\nUse this link within the hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  });

  return done;
}
