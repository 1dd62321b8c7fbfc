// A referral api program of the h72 set (cwe-942-cors).
'use strict';

const express = require('express');
const cors = require('cors');
const session = require('express-session');

class OriginPolicy {
  allows() {
    return false;
  }

  middleware() {
    return cors({
      origin: (origin, done) => done(null, !origin || this.allows(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PATCH'],
      maxAge: 600,
    });
  }
}

class ExactOriginPolicy extends OriginPolicy {
  constructor(origins) {
    super();
    this.origins = new Set(origins);
  }

  allows(origin) {
    return this.origins.has(origin);
  }
}

// Each partner clinic gets its own subdomain of the referral portal.
class ClinicPortalPolicy extends OriginPolicy {
  constructor(pattern) {
    super();
    this.pattern = pattern;
  }

  allows(origin) {
    return this.pattern.test(origin);
  }
}

const familyPortal = new ExactOriginPolicy(['https://families.stillwaterpetmemorial.com']);
const clinicPortal = new ClinicPortalPolicy(/https:\/\/[a-z0-9-]+\.vetreferrals\.stillwaterpetmemorial\.com/);

const cases = new Map([
  ['c-2291', { pet: 'Biscuit', owner: 'R. Okafor', phone: '+1 503 555 0182', clinic: 'rosecity', status: 'ashes ready' }],
]);

const app = express();
app.set('trust proxy', 1);
app.use(express.json());
app.use(
  session({
    name: 'sw_sid',
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'none' },
  }),
);

const requireLogin = (req, res, next) => (req.session.userId ? next() : res.status(401).json({ error: 'sign in' }));

const families = express.Router();
families.use(familyPortal.middleware(), requireLogin);
families.get('/cases/:id', (req, res) => {
  const found = cases.get(req.params.id);
  if (!found || found.owner !== req.session.displayName) return res.status(404).json({ error: 'not found' });
  res.json(found);
});

const clinics = express.Router();
clinics.use(clinicPortal.middleware(), requireLogin);
clinics.get('/referrals', (req, res) => {
  res.json([...cases.entries()].filter(([, c]) => c.clinic === req.session.clinic).map(([id, c]) => ({ id, ...c })));
});
clinics.patch('/referrals/:id', (req, res) => {
  const found = cases.get(req.params.id);
  if (!found || found.clinic !== req.session.clinic) return res.status(404).json({ error: 'not found' });
  if (typeof req.body.status === 'string') found.status = req.body.status.slice(0, 40);
  res.json(found);
});

app.use('/api/family', families);
app.use('/api/clinic', clinics);
app.listen(Number(process.env.PORT ?? 8300));
