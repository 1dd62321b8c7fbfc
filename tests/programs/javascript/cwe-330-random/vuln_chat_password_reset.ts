// Express handler that issues password reset links for the team chat application
import express, { Request, Response } from 'express';
import { userStore, resetTokenStore } from './stores';
import { sendMail } from './mailer';

const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const TOKEN_LENGTH = 40;
const TOKEN_TTL_MS = 30 * 60 * 1000;

function generateToken(length: number = TOKEN_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out += TOKEN_ALPHABET[Math.floor(Math.random() * TOKEN_ALPHABET.length)];
  }
  return out;
}

function resetLink(token: string): string {
  const base = process.env.PUBLIC_APP_URL ?? 'https://chat.example.org';
  return `${base}/account/reset?token=${encodeURIComponent(token)}`;
}

export const resetRouter = express.Router();

resetRouter.post('/account/forgot-password', async (req: Request, res: Response) => {
  const email = String(req.body.email ?? '').trim().toLowerCase();
  const user = email ? await userStore.findByEmail(email) : null;
  if (user) {
    const token = generateToken();
    await resetTokenStore.save({
      userId: user.id,
      token,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    });
    await sendMail(user.email, 'Reset your chat password', `Use this link within 30 minutes: ${resetLink(token)}`);
  }
  res.status(202).json({ message: 'If the address is registered, a reset link has been sent.' });
});
