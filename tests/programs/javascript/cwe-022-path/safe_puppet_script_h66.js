// A puppet script program of the h66 set (cwe-022-path).
// Puppet theatre - rehearsal script viewer.
// Directors open the cue scripts for a production from the rehearsal room
// tablet. Scripts are plain text files kept under SCRIPT_ROOT/<production>/.
var express = require('express');
var fs = require('fs');
var path = require('path');

var SCRIPT_ROOT = path.resolve(process.env.SCRIPT_ROOT || '/srv/puppetry/scripts');
var PRODUCTIONS = {
  'punch-1893': 'Punch and Judy (1893 text)',
  'tinderbox': 'The Tinderbox',
  'marionette-gala': 'Marionette Gala'
};

var app = express();

app.configure(function () {
  app.use(express.logger('short'));
  app.use(app.router);
});

function looksLikeScriptPath(name) {
  if (!name || name.length > 200) {
    return false;
  }
  if (name.indexOf('../') === 0) {
    return false;
  }
  return /\.txt$/.test(name);
}

function resolveScript(production, name) {
  var base = path.join(SCRIPT_ROOT, production);
  var candidate = path.resolve(base, name);
  if (candidate.indexOf(base + path.sep) !== 0) {
    return null;
  }
  return candidate;
}

app.get('/productions', function (req, res) {
  var list = [];
  for (var key in PRODUCTIONS) {
    if (PRODUCTIONS.hasOwnProperty(key)) {
      list.push({ id: key, title: PRODUCTIONS[key] });
    }
  }
  res.json(list);
});

app.get('/script', function (req, res) {
  var production = req.param('production');
  var name = req.param('name');

  if (!PRODUCTIONS.hasOwnProperty(production)) {
    return res.json(404, { error: 'no such production' });
  }
  if (!looksLikeScriptPath(name)) {
    return res.json(400, { error: 'script name must end in .txt' });
  }

  var file = resolveScript(production, name);
  if (!file) {
    return res.json(400, { error: 'script must live inside the production folder' });
  }
  fs.readFile(file, 'utf8', function (err, text) {
    if (err) {
      return res.json(404, { error: 'script not found' });
    }
    res.set('Content-Type', 'text/plain; charset=utf-8');
    res.send(text);
  });
});

app.listen(process.env.PORT || 3311);
