// Express routes that issue and redeem password reset links sent by email.
import express, { Request, Response } from 'express';
import { createHash, randomInt } from 'crypto';
import { db } from './db';
import { sendMail } from './mailer';

const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const TOKEN_LENGTH = 32;
const TOKEN_TTL_MS = 30 * 60 * 1000;

function generateResetToken(): string {
  let out = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) {
    out += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  }
  return out;
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const resetRouter = express.Router();
resetRouter.use(express.json());

resetRouter.post('/password/forgot', async (req: Request, res: Response) => {
  const email = String(req.body?.email ?? '').trim().toLowerCase();
  const user = await db.users.findByEmail(email);
  if (user) {
    const token = generateResetToken();
    await db.resetTokens.insert({ userId: user.id, tokenHash: digest(token), expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
    await sendMail(user.email, 'Reset your password', `https://app.example.com/reset?token=${token}`);
  }
  res.status(202).json({ message: 'If the account exists, an email has been sent.' });
});

resetRouter.post('/password/reset', async (req: Request, res: Response) => {
  const { token, password } = req.body ?? {};
  if (typeof token !== 'string' || typeof password !== 'string' || password.length < 12) {
    return res.status(400).json({ error: 'invalid request' });
  }
  const record = await db.resetTokens.consume(digest(token));
  if (!record || record.expiresAt.getTime() < Date.now()) {
    return res.status(400).json({ error: 'link expired or invalid' });
  }
  await db.users.setPassword(record.userId, password);
  res.json({ ok: true });
});
