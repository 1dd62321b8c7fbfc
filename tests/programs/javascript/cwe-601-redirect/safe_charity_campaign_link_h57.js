// Charity supporter portal login flow that returns supporters to the campaign page they came from
const express = require('express');
const session = require('express-session');
const axios = require('axios');
const path = require('path');

const settings = Object.freeze({
  crmUrl: process.env.CRM_URL || 'https://crm.internal.charity.example',
  portalOrigin: process.env.PORTAL_ORIGIN || 'https://give.charity.example',
  defaultLanding: '/campaigns',
});

class CrmSupporterClient {
  constructor(baseUrl) {
    this.http = axios.create({ baseURL: baseUrl, timeout: 5000 });
  }
  async checkCredentials(email, pin) {
    const { data } = await this.http.post('/supporters/authenticate', { email, pin });
    return data && data.supporterId ? { id: data.supporterId, name: data.displayName } : null;
  }
}

class SupporterAuthService {
  constructor(client) {
    this.client = client;
  }
  authenticate(email, pin) {
    if (!email || !pin) return Promise.resolve(null);
    return this.client.checkCredentials(String(email).toLowerCase(), String(pin)).catch(() => null);
  }
}

function resolveReturnPath(raw, fallback) {
  if (typeof raw !== 'string' || raw.length === 0) return fallback;
  let url;
  try {
    url = new URL(raw, settings.portalOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== settings.portalOrigin) return fallback;
  return url.href;
}

const auth = new SupporterAuthService(new CrmSupporterClient(settings.crmUrl));
const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: true,
  cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
}));

app.get('/login', (req, res) => {
  req.session.returnTo = req.query.returnTo;
  res.sendFile('login.html', { root: path.join(__dirname, 'public') });
});

app.post('/login', async (req, res) => {
  const supporter = await auth.authenticate(req.body.email, req.body.pin);
  if (!supporter) return res.status(401).send('Login failed');
  const target = resolveReturnPath(req.session.returnTo, settings.defaultLanding);
  req.session.regenerate(() => {
    req.session.supporterId = supporter.id;
    res.redirect(target);
  });
});

module.exports = app;
