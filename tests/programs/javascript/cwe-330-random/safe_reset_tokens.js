// Koa routes that issue and redeem password reset links sent by email
import Router from '@koa/router';
import { randomInt } from 'node:crypto';
import { sendMail } from '../mail.js';
import { users, resetTokens } from '../store.js';

const TOKEN_TTL_MS = 30 * 60 * 1000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export const resetRouter = new Router({ prefix: '/password-reset' });

function generateToken(length = 32) {
  let token = '';
  for (let i = 0; i < length; i += 1) {
    token += ALPHABET[randomInt(ALPHABET.length)];
  }
  return token;
}

function retryDelay(attempt) {
  return 200 * 2 ** attempt + Math.floor(Math.random() * 100);
}

resetRouter.post('/', async (ctx) => {
  const email = String(ctx.request.body.email || '').toLowerCase();
  const user = await users.findByEmail(email);
  ctx.status = 202;
  if (!user) return;

  const token = generateToken();
  await resetTokens.put(token, { userId: user.id, expiresAt: Date.now() + TOKEN_TTL_MS });
  const link = `https://app.example.com/reset?token=${token}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await sendMail(user.email, 'Reset your password', `Use this link within 30 minutes: ${link}`);
      break;
    } catch (err) {
      await new Promise((r) => setTimeout(r, retryDelay(attempt)));
    }
  }
});

resetRouter.post('/confirm', async (ctx) => {
  const { token, password } = ctx.request.body;
  const entry = await resetTokens.take(String(token));
  if (!entry || entry.expiresAt < Date.now()) {
    ctx.throw(400, 'reset link expired');
  }
  await users.setPassword(entry.userId, password);
  ctx.status = 204;
});
