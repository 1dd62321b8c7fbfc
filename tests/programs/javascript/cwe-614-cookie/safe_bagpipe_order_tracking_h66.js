// A bagpipe order tracking program of the h66 set (cwe-614-cookie).
// Bagpipe maker - order tracking for customers.
// A set of pipes takes months (blackwood turning, mounts, bag seasoning), so
// customers get an emailed link /track/open?k=... that signs them in to the
// tracking page for their order.
var express = require('express');
var cookieParser = require('cookie-parser');
var crypto = require('crypto');

var app = express();
app.use(cookieParser());

var SESSION_HOURS = 12;
var sessions = Object.create(null);     // session id -> order number
var emailedKeys = Object.create(null);  // one-time key from the email -> order number (filled by the mailer job)
var STAGES = ['drones turned', 'mounts fitted', 'bag seasoned', 'reeds set', 'ready to play'];
var orderStage = Object.create(null);  // order number -> index into STAGES

function newSessionId() {
  return crypto.randomBytes(32).toString('hex');
}

function expireOldSessions() {
  var now = Date.now();
  Object.keys(sessions).forEach(function (sid) {
    if (sessions[sid].expires < now) {
      delete sessions[sid];
    }
  });
}

app.get('/track/open', function (req, res) {
  var key = String(req.query.k || '');
  var order = emailedKeys[key];
  if (!key || !order) {
    return res.status(404).send('This tracking link has expired. Please ask the workshop for a new one.');
  }
  delete emailedKeys[key];
  expireOldSessions();

  var sid = newSessionId();
  sessions[sid] = { order: order, expires: Date.now() + SESSION_HOURS * 3600000 };
  res.cookie('pipes_sid', sid, {
    maxAge: SESSION_HOURS * 3600000,
    path: '/track',
    httpOnly: true,
    secure: true,
    sameSite: 'lax'
  });
  res.redirect('/track');
});

app.get('/track', function (req, res) {
  var s = sessions[req.cookies.pipes_sid];
  if (!s || s.expires < Date.now()) {
    return res.status(401).json({ error: 'please use the link in your email' });
  }
  var idx = orderStage[s.order] || 0;
  res.json({ order: s.order, stage: STAGES[idx], step: idx + 1, of: STAGES.length });
});

module.exports = { app: app, emailedKeys: emailedKeys, orderStage: orderStage };

if (require.main === module) {
  app.listen(process.env.PORT || 3260);
}
