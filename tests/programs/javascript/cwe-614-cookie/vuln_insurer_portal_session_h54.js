// Session setup and login route for the policyholder self-service portal of an insurer
const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');

const redis = createClient({ url: process.env.REDIS_URL });
redis.connect().catch((err) => console.error('redis unavailable', err.message));

const HOURS = 60 * 60 * 1000;

const cookieOptions = (overrides = {}) => ({
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 8 * HOURS,
  ...overrides,
});

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    name: 'policy_sid',
    store: new RedisStore({ client: redis, prefix: 'policy:' }),
    secret: process.env.SESSION_SECRET.split(','),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: cookieOptions({ secure: false }),
  })
);

app.post('/login', async (req, res, next) => {
  const { policyNumber, password } = req.body;
  const holder = await req.app.locals.holders.authenticate(String(policyNumber), String(password));
  if (!holder) return res.status(401).render('login', { error: 'Policy number or password incorrect' });
  req.session.regenerate((err) => {
    if (err) return next(err);
    req.session.holderId = holder.id;
    req.session.save(() => res.redirect('/policies'));
  });
});

app.post('/logout', (req, res) => req.session.destroy(() => res.redirect('/login')));

module.exports = app;
