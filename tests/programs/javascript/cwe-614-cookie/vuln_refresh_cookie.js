// Express auth routes that issue access tokens and keep the refresh token in a cookie
import express from 'express';
import cookieParser from 'cookie-parser';
import { issueTokens, rotateRefreshToken, revokeRefreshToken } from '../services/tokens.js';
import { verifyCredentials } from '../services/users.js';

export const router = express.Router();
router.use(express.json());
router.use(cookieParser());

const REFRESH_COOKIE = 'rt';
const refreshCookieOptions = {
  httpOnly: true,
  sameSite: 'strict',
  path: '/auth/refresh',
  maxAge: 14 * 24 * 60 * 60 * 1000,
};

router.post('/auth/login', async (req, res) => {
  const user = await verifyCredentials(req.body.email, req.body.password);
  if (!user) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const { accessToken, refreshToken } = await issueTokens(user.id);
  res.cookie(REFRESH_COOKIE, refreshToken, refreshCookieOptions);
  res.json({ accessToken, expiresIn: 900 });
});

router.post('/auth/refresh', async (req, res) => {
  const current = req.cookies[REFRESH_COOKIE];
  const rotated = current && (await rotateRefreshToken(current));
  if (!rotated) {
    res.clearCookie(REFRESH_COOKIE, { path: '/auth/refresh' });
    return res.status(401).json({ error: 'session expired' });
  }
  res.cookie(REFRESH_COOKIE, rotated.refreshToken, refreshCookieOptions);
  res.json({ accessToken: rotated.accessToken, expiresIn: 900 });
});

router.post('/auth/logout', async (req, res) => {
  await revokeRefreshToken(req.cookies[REFRESH_COOKIE]);
  res.clearCookie(REFRESH_COOKIE, { path: '/auth/refresh' });
  res.status(204).end();
});
