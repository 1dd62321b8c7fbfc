// A booking changes program of the h67 set (cwe-352-csrf).
// canal boat hire: let customers move the dates of, or cancel, their narrowboat booking
const express = require('express');
const session = require('express-session');
const cookieParser = require('cookie-parser');
const { doubleCsrf } = require('csrf-csrf');
const { Pool } = require('pg');
const { z } = require('zod');

const refSchema = z.string().regex(/^CB\d{6}$/);
const amendSchema = z.object({
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  nights: z.coerce.number().int().min(2).max(14),
});

class BookingRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async find(ref, customerId) {
    const { rows } = await this.pool.query(
      'SELECT ref, boat_name, start_date, nights, status FROM bookings WHERE ref = $1 AND customer_id = $2',
      [ref, customerId],
    );
    return rows[0];
  }

  async move(ref, customerId, startDate, nights) {
    await this.pool.query(
      'UPDATE bookings SET start_date = $3, nights = $4 WHERE ref = $1 AND customer_id = $2 AND status = $5',
      [ref, customerId, startDate, nights, 'confirmed'],
    );
  }

  async cancel(ref, customerId) {
    await this.pool.query(
      "UPDATE bookings SET status = 'cancelled' WHERE ref = $1 AND customer_id = $2",
      [ref, customerId],
    );
  }
}

const { generateToken, doubleCsrfProtection } = doubleCsrf({
  getSecret: () => process.env.CSRF_SECRET,
  cookieName: '__Host-cb.x-csrf-token',
  cookieOptions: { httpOnly: true, secure: true, sameSite: 'none', path: '/' },
  getTokenFromRequest: (req) => req.body._csrf,
});

const requireCustomer = (req, res, next) => (req.session.customerId ? next() : res.redirect('/login'));

function bookingPage(b, csrfToken) {
  const start = new Date(b.start_date).toISOString().slice(0, 10);
  return `<!doctype html><html><body>
  <h1>Booking ${b.ref} &ndash; ${b.boat_name}</h1>
  <form method="post" action="/bookings/${b.ref}/amend">
    <input type="hidden" name="_csrf" value="${csrfToken}">
    <label>Start <input type="date" name="startDate" value="${start}"></label>
    <label>Nights <input type="number" name="nights" min="2" max="14" value="${b.nights}"></label>
    <button>Change dates</button>
  </form>
  <form method="post" action="/bookings/${b.ref}/cancel">
    <input type="hidden" name="_csrf" value="${csrfToken}"><button>Cancel booking</button></form>
</body></html>`;
}

function buildApp(bookings) {
  const app = express();
  app.set('trust proxy', 1);
  app.use(express.urlencoded({ extended: false }));
  app.use(cookieParser());
  app.use(
    session({
      name: 'cb.sid',
      secret: process.env.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      // booking pages are embedded in partner marina websites
      cookie: { httpOnly: true, secure: true, sameSite: 'none', maxAge: 2 * 60 * 60 * 1000 },
    }),
  );

  app.get('/bookings/:ref', requireCustomer, async (req, res) => {
    const ref = refSchema.safeParse(req.params.ref);
    const booking = ref.success && (await bookings.find(ref.data, req.session.customerId));
    if (!booking) return res.sendStatus(404);
    res.type('html').send(bookingPage(booking, generateToken(req, res)));
  });

  app.post('/bookings/:ref/amend', requireCustomer, doubleCsrfProtection, async (req, res) => {
    const ref = refSchema.safeParse(req.params.ref);
    const body = amendSchema.safeParse(req.body);
    if (!ref.success || !body.success) return res.status(400).send('Please check the dates');
    await bookings.move(ref.data, req.session.customerId, body.data.startDate, body.data.nights);
    res.redirect(303, `/bookings/${ref.data}`);
  });

  app.post('/bookings/:ref/cancel', requireCustomer, doubleCsrfProtection, async (req, res) => {
    const ref = refSchema.safeParse(req.params.ref);
    if (!ref.success) return res.sendStatus(404);
    await bookings.cancel(ref.data, req.session.customerId);
    res.redirect(303, `/bookings/${ref.data}`);
  });

  return app;
}

if (require.main === module) {
  const repo = new BookingRepository(new Pool({ connectionString: process.env.DATABASE_URL }));
  buildApp(repo).listen(process.env.PORT || 3000);
}

module.exports = { buildApp };
