// A basket pattern search program of the h66 set (cwe-1333-redos).
// Basket weavers' circle - weave pattern library search.
// The pattern library is small (a few hundred records) so it is loaded from
// Mongo once and filtered in memory on every search.
var express = require('express');
var MongoClient = require('mongodb').MongoClient;

var MONGO_URL = process.env.PATTERN_DB_URL || 'mongodb://localhost:27017';
var DB_NAME = 'weaving';
var RELOAD_MS = 10 * 60 * 1000;

var app = express();
var patterns = [];

function loadPatterns(db, callback) {
  db.collection('patterns')
    .find({ published: true }, { projection: { _id: 0, name: 1, material: 1, technique: 1, notes: 1 } })
    .toArray(function (err, docs) {
      if (err) {
        return callback(err);
      }
      patterns = docs;
      callback(null, docs.length);
    });
}

function search(term, material) {
  var matcher = new RegExp(term, 'i');
  var hits = [];
  for (var i = 0; i < patterns.length; i++) {
    var p = patterns[i];
    if (material && p.material !== material) {
      continue;
    }
    if (matcher.test(p.name) || matcher.test(p.notes || '')) {
      hits.push(p);
    }
  }
  return hits;
}

app.get('/patterns', function (req, res) {
  var term = String(req.query.q || '').trim();
  var material = req.query.material;
  if (term.length === 0) {
    return res.status(400).json({ error: 'type a few letters of the pattern name' });
  }
  if (term.length > 100) {
    return res.status(400).json({ error: 'search is too long' });
  }
  var hits;
  try {
    hits = search(term, material);
  } catch (e) {
    return res.status(400).json({ error: 'could not search for that' });
  }
  res.json({ count: hits.length, patterns: hits.slice(0, 50) });
});

MongoClient.connect(MONGO_URL, function (err, client) {
  if (err) {
    console.error('cannot reach pattern library: ' + err.message);
    process.exit(1);
  }
  var db = client.db(DB_NAME);
  loadPatterns(db, function (loadErr, n) {
    if (loadErr) {
      console.error('pattern load failed: ' + loadErr.message);
      process.exit(1);
    }
    console.log('loaded ' + n + ' weave patterns');
    setInterval(function () {
      loadPatterns(db, function () {});
    }, RELOAD_MS);
    app.listen(process.env.PORT || 3330);
  });
});
