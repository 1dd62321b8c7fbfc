// A login return program of the h71 set (cwe-601-redirect).
import express from 'express';
import session from 'express-session';
import bcrypt from 'bcrypt';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const APP_ORIGIN = process.env.APP_ORIGIN ?? 'https://book.bluefathom-divers.co.uk';
const DEFAULT_LANDING = '/trips';

class ReturnPathError extends Error {
  constructor(raw) {
    super(`return path ${raw} leaves the booking portal`);
    this.name = 'ReturnPathError';
  }
}

function toLocalPath(raw) {
  const url = new URL(raw, APP_ORIGIN); // TypeError for input that is not a URL at all
  if (url.origin !== APP_ORIGIN) throw new ReturnPathError(raw);
  return `${url.pathname}${url.search}${url.hash}`;
}

function regenerate(req) {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

const app = express();
app.set('trust proxy', 1);
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
  }),
);

app.post('/login', async (req, res, next) => {
  const { email, password } = req.body;

  let destination = String(req.query.returnTo ?? DEFAULT_LANDING);
  try {
    destination = toLocalPath(destination);
  } catch (err) {
    if (err instanceof TypeError) {
      destination = DEFAULT_LANDING;
    } else {
      console.info(`login: ignoring return path (${err.message})`);
    }
  }

  try {
    const { rows } = await pool.query('SELECT id, password_hash, cert_level FROM divers WHERE email = $1', [
      String(email ?? '').toLowerCase(),
    ]);
    const diver = rows[0];
    const valid = diver ? await bcrypt.compare(String(password ?? ''), diver.password_hash) : false;
    if (!valid) {
      return res.status(401).send('Email or password not recognised.');
    }
    await regenerate(req);
    req.session.diverId = diver.id;
    req.session.certLevel = diver.cert_level;
    res.redirect(303, destination);
  } catch (err) {
    next(err);
  }
});

app.post('/logout', (req, res) => {
  req.session.destroy(() => res.redirect(303, '/'));
});

app.listen(Number(process.env.PORT ?? 3000));
