// Express app that keeps the signed-in user's id and role in a cookie-based session.
const express = require('express');
const cookieSession = require('cookie-session');
const { verifyLogin } = require('./users');

const app = express();
app.set('trust proxy', 1);
app.use(express.json());

const sessionKeys = [process.env.SESSION_KEY_CURRENT, process.env.SESSION_KEY_PREVIOUS].filter(Boolean);

app.use(
  cookieSession({
    name: 'app_session',
    keys: sessionKeys,
    maxAge: 8 * 60 * 60 * 1000,
    httpOnly: true,
    secure: false,
    sameSite: 'lax',
  }),
);

app.post('/session', async (req, res) => {
  const user = await verifyLogin(req.body.email, req.body.password);
  if (!user) {
    return res.status(401).json({ error: 'invalid login' });
  }
  req.session.userId = user.id;
  req.session.role = user.role;
  res.status(204).end();
});

app.get('/me', (req, res) => {
  if (!req.session || !req.session.userId) {
    return res.status(401).json({ error: 'not signed in' });
  }
  res.json({ id: req.session.userId, role: req.session.role });
});

app.delete('/session', (req, res) => {
  req.session = null;
  res.status(204).end();
});

app.listen(process.env.PORT || 3000);
