// Municipal resident portal where signed-in residents submit and withdraw street-party permit applications.
const express = require('express');
const session = require('express-session');
const csrf = require('csurf');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));

const csrfProtection = csrf({ cookie: false });

class PermitService {
  constructor() {
    this.applications = new Map();
    this.nextId = 1;
  }

  submit(residentId, { street, date, expectedGuests }) {
    const guests = Number.parseInt(expectedGuests, 10);
    if (!street || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !(guests > 0 && guests <= 500)) {
      throw new RangeError('street, date and guest count are required');
    }
    const id = this.nextId++;
    this.applications.set(id, { id, residentId, street: String(street), date, guests, status: 'pending' });
    return id;
  }

  withdraw(residentId, id) {
    const entry = this.applications.get(id);
    if (!entry || entry.residentId !== residentId) throw new RangeError('no such application');
    entry.status = 'withdrawn';
  }
}

const permits = new PermitService();
const router = express.Router();
router.use((req, res, next) => (req.session.residentId ? next() : res.status(401).send('sign in required')));

router.get('/permits/new', csrfProtection, (req, res) => {
  res.send(`<form method="post" action="/portal/permits">
    <input type="hidden" name="_csrf" value="${req.csrfToken()}">
    <input name="street"><input name="date" type="date"><input name="expectedGuests" type="number">
    <button>Apply</button></form>`);
});

router.post('/permits', (req, res) => {
  try {
    const id = permits.submit(req.session.residentId, req.body);
    res.redirect(303, `/portal/permits/${id}`);
  } catch (err) {
    res.status(400).send(err.message);
  }
});

router.post('/permits/:id/withdraw', csrfProtection, (req, res) => {
  try {
    permits.withdraw(req.session.residentId, Number(req.params.id));
    res.redirect(303, '/portal/permits');
  } catch (err) {
    res.status(404).send(err.message);
  }
});

app.use('/portal', router);
app.listen(3007);
