// Express callback completing single sign-on for the public library catalogue
const express = require('express');
const session = require('express-session');

const CATALOGUE_ORIGIN = 'https://catalogue.citylibrary.example';
const app = express();

app.set('trust proxy', 1);
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
}));

const rememberReturn = (req, res, next) => {
  if (typeof req.query.returnTo === 'string') req.session.returnTo = req.query.returnTo;
  next();
};

const isCatalogueUrl = (target) => target.includes('catalogue.citylibrary.example');

const destinationFor = (req) =>
  [req.session.returnTo, `${CATALOGUE_ORIGIN}/account`]
    .filter((t) => typeof t === 'string' && t.length > 0)
    .find(isCatalogueUrl);

app.get('/sso/start', rememberReturn, (req, res) => {
  res.redirect(`${process.env.IDP_AUTHORIZE_URL}?client_id=catalogue&response_type=code`);
});

app.get('/sso/callback', async (req, res, next) => {
  const target = destinationFor(req);
  try {
    const member = await req.app.locals.idp.exchange(String(req.query.code || ''));
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.memberId = member.id;
      res.redirect(target);
    });
  } catch (e) {
    res.status(401).send('Sign-in failed');
  }
});

module.exports = app;
