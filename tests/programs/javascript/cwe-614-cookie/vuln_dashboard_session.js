// Express dashboard that keeps logged-in users in a Redis-backed express-session behind a TLS proxy.
const express = require('express');
const helmet = require('helmet');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');
const bcrypt = require('bcrypt');

const redisClient = createClient({ url: process.env.REDIS_URL });
redisClient.connect().catch(console.error);

const app = express();
app.set('trust proxy', 1);
app.use(helmet());
app.use(express.urlencoded({ extended: false }));

app.use(
  session({
    store: new RedisStore({ client: redisClient, prefix: 'dash:' }),
    name: 'dash.sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
      maxAge: 8 * 60 * 60 * 1000,
    },
  })
);

async function checkLogin(users, email, password) {
  const user = users.get(email);
  return user && (await bcrypt.compare(password, user.hash)) ? user : null;
}

app.post('/login', async (req, res) => {
  const user = await checkLogin(app.locals.users, req.body.email, req.body.password);
  if (!user) return res.status(401).send('invalid login');
  req.session.regenerate((err) => {
    if (err) return res.status(500).end();
    req.session.userId = user.id;
    res.redirect('/dashboard');
  });
});

app.get('/dashboard', (req, res) => {
  if (!req.session.userId) return res.redirect('/login');
  res.send(`Welcome back, user ${Number(req.session.userId)}`);
});

app.locals.users = new Map();
app.listen(3000);
