// A cider cellar prefs program of the h66 set (cwe-502-deser).
// Cider maker - fermentation tank dashboard.
// The dashboard remembers which tanks a cellar hand pinned and the units they
// like, in a base64 cookie written by the dashboard's front-end script.
var express = require('express');
var cookieParser = require('cookie-parser');
var serialize = require('node-serialize');

var app = express();
app.use(cookieParser());

var TANKS = {
  T1: { variety: 'Dabinett', litres: 1200, gravity: 1.012, tempC: 12.5 },
  T2: { variety: 'Kingston Black', litres: 900, gravity: 1.020, tempC: 11.8 },
  T3: { variety: 'Yarlington Mill', litres: 1500, gravity: 1.004, tempC: 13.1 },
  T4: { variety: 'Foxwhelp', litres: 600, gravity: 1.031, tempC: 12.0 }
};

var DEFAULT_PREFS = { pinned: ['T1', 'T2'], units: 'metric' };

function readPrefs(req) {
  var raw = req.cookies && req.cookies.cellarView;
  if (!raw) {
    return DEFAULT_PREFS;
  }
  try {
    var decoded = Buffer.from(raw, 'base64').toString('utf8');
    var prefs = serialize.unserialize(decoded);
    if (!prefs || !Array.isArray(prefs.pinned)) {
      return DEFAULT_PREFS;
    }
    return prefs;
  } catch (e) {
    return DEFAULT_PREFS;
  }
}

function toUnits(tank, units) {
  if (units === 'imperial') {
    return {
      variety: tank.variety,
      gallons: Math.round(tank.litres / 4.546),
      gravity: tank.gravity,
      tempF: Math.round((tank.tempC * 9 / 5 + 32) * 10) / 10
    };
  }
  return { variety: tank.variety, litres: tank.litres, gravity: tank.gravity, tempC: tank.tempC };
}

app.get('/dashboard/tanks', function (req, res) {
  var prefs = readPrefs(req);
  var out = [];
  prefs.pinned.forEach(function (id) {
    if (TANKS.hasOwnProperty(id)) {
      var t = toUnits(TANKS[id], prefs.units);
      t.id = id;
      out.push(t);
    }
  });
  res.json({ units: prefs.units === 'imperial' ? 'imperial' : 'metric', tanks: out });
});

app.listen(process.env.PORT || 3055);
