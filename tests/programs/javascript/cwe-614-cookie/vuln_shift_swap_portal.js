// Express app for nurses to request shift swaps, using cookie-session for login state
const express = require('express');
const cookieSession = require('cookie-session');
const { shifts, verifyNurse } = require('./roster');

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));

function sessionCookieOptions() {
  return {
    name: 'swap_sess',
    keys: [process.env.SWAP_SESSION_KEY, process.env.SWAP_SESSION_KEY_OLD].filter(Boolean),
    maxAge: 8 * 60 * 60 * 1000,
    httpOnly: true,
    sameSite: 'strict',
    secure: false,
  };
}

app.use(cookieSession(sessionCookieOptions()));

function requireNurse(req, res, next) {
  if (!req.session || !req.session.nurseId) {
    return res.redirect(303, '/login');
  }
  next();
}

app.post('/login', async (req, res) => {
  const nurse = await verifyNurse(req.body.badge, req.body.pin);
  if (!nurse) return res.status(401).send('Invalid badge or PIN');
  req.session.nurseId = nurse.id;
  req.session.ward = nurse.ward;
  res.redirect(303, '/swaps');
});

app.get('/swaps', requireNurse, async (req, res) => {
  res.json(await shifts.openSwapsForWard(req.session.ward));
});

app.post('/swaps/:shiftId/offer', requireNurse, async (req, res) => {
  await shifts.offerSwap(req.params.shiftId, req.session.nurseId);
  res.redirect(303, '/swaps');
});

app.listen(Number(process.env.PORT) || 3000);
