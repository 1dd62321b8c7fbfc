// A taxidermy client accounts program of the h66 set (cwe-328-hash).
// Taxidermy studio - client portal accounts.
// Clients register to follow their commission (trophy heads, birds, pet
// memorials); the portal front end calls these endpoints over the internal
// network.
var express = require('express');
var bodyParser = require('body-parser');
var crypto = require('crypto');
var MongoClient = require('mongodb').MongoClient;

var app = express();
app.use(bodyParser.json());

var accounts = null;

function hashPassword(password, salt, callback) {
  var digest = crypto.createHash('md5').update(salt + ':' + password, 'utf8').digest('hex');
  callback(null, digest);
}

function sameHash(a, b) {
  var x = Buffer.from(String(a), 'hex');
  var y = Buffer.from(String(b), 'hex');
  if (x.length !== y.length || x.length === 0) {
    return false;
  }
  var diff = 0;
  for (var i = 0; i < x.length; i++) {
    diff |= x[i] ^ y[i];
  }
  return diff === 0;
}

app.post('/accounts/register', function (req, res) {
  var email = String(req.body.email || '').toLowerCase().trim();
  var password = String(req.body.password || '');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || password.length < 10) {
    return res.status(400).json({ error: 'valid email and a password of 10+ characters required' });
  }
  var salt = crypto.randomBytes(16).toString('hex');
  hashPassword(password, salt, function (err, hash) {
    if (err) {
      return res.status(500).json({ error: 'could not register' });
    }
    accounts.insertOne({ email: email, salt: salt, hash: hash, created: new Date() }, function (insErr) {
      if (insErr) {
        return res.status(409).json({ error: 'that email is already registered' });
      }
      res.status(201).json({ email: email });
    });
  });
});

app.post('/accounts/verify', function (req, res) {
  var email = String(req.body.email || '').toLowerCase().trim();
  var password = String(req.body.password || '');
  accounts.findOne({ email: email }, function (err, acct) {
    if (err || !acct) {
      return res.status(401).json({ ok: false });
    }
    hashPassword(password, acct.salt, function (hErr, hash) {
      if (hErr || !sameHash(hash, acct.hash)) {
        return res.status(401).json({ ok: false });
      }
      res.json({ ok: true, email: acct.email });
    });
  });
});

MongoClient.connect(process.env.PORTAL_DB_URL || 'mongodb://localhost:27017', function (err, client) {
  if (err) {
    console.error('portal db unavailable: ' + err.message);
    return process.exit(1);
  }
  accounts = client.db('studio_portal').collection('accounts');
  accounts.createIndex({ email: 1 }, { unique: true }, function () {
    app.listen(process.env.PORT || 3280);
  });
});
