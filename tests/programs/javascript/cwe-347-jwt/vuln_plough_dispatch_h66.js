// A plough dispatch program of the h66 set (cwe-347-jwt).
// Snow plough contractor - dispatch API used by the cab tablets.
// Drivers sign in on the tablet (separate auth service) and receive a token;
// the tablet then reports salting runs and completed routes here.
var express = require('express');
var bodyParser = require('body-parser');
var jwt = require('jsonwebtoken');

var TOKEN_SECRET = process.env.DISPATCH_TOKEN_SECRET;
var TOKEN_ISSUER = 'plough-auth';

var app = express();
app.use(bodyParser.json());

var completedRuns = [];

function bearer(req) {
  var h = req.headers.authorization || '';
  if (h.indexOf('Bearer ') !== 0) {
    return null;
  }
  return h.slice(7);
}

function requireDriver(req, res, next) {
  var token = bearer(req);
  if (!token) {
    return res.status(401).json({ error: 'sign in on the tablet first' });
  }
  var claims = jwt.decode(token);
  if (!claims || claims.iss !== TOKEN_ISSUER) {
    return res.status(401).json({ error: 'token not accepted' });
  }
  if (claims.exp && claims.exp * 1000 < Date.now()) {
    return res.status(401).json({ error: 'token expired' });
  }
  if (claims.role !== 'driver' && claims.role !== 'supervisor') {
    return res.status(403).json({ error: 'not a driver account' });
  }
  req.driver = { id: claims.sub, role: claims.role, truck: claims.truck };
  next();
}

app.post('/runs/complete', requireDriver, function (req, res) {
  var route = String(req.body.route || '');
  var saltKg = parseFloat(req.body.saltKg);
  if (!/^[A-Z]{1,3}-?[0-9]{1,3}$/.test(route) || isNaN(saltKg) || saltKg < 0) {
    return res.status(400).json({ error: 'route code and salt used are required' });
  }
  var run = {
    route: route,
    saltKg: saltKg,
    driver: req.driver.id,
    truck: req.driver.truck,
    at: new Date().toISOString()
  };
  completedRuns.push(run);
  res.status(201).json(run);
});

app.get('/runs/today', requireDriver, function (req, res) {
  var today = new Date().toISOString().slice(0, 10);
  var mine = completedRuns.filter(function (r) {
    return r.at.slice(0, 10) === today && (req.driver.role === 'supervisor' || r.driver === req.driver.id);
  });
  res.json(mine);
});

app.listen(process.env.PORT || 3450);
