// A organ tune fetch program of the h66 set (cwe-918-ssrf).
// Organ grinders' guild - tune book importer.
// Members paste a link to a book-music file (the punched card scores for
// barrel and street organs) from the guild library and we copy it into their
// personal repertoire.
var express = require('express');
var request = require('request');
var url = require('url');
var fs = require('fs');
var path = require('path');

var REPERTOIRE_DIR = process.env.REPERTOIRE_DIR || '/srv/guild/repertoire';
var LIBRARY_HOSTS = ['tunes.organgrindersguild.org', 'archive.organgrindersguild.org'];
var MAX_SIZE = 2 * 1024 * 1024;

var app = express();

app.configure(function () {
  app.use(express.bodyParser());
  app.use(app.router);
});

function fromGuildLibrary(link) {
  if (!link) {
    return false;
  }
  for (var i = 0; i < LIBRARY_HOSTS.length; i++) {
    if (link.indexOf(LIBRARY_HOSTS[i]) !== -1) {
      return true;
    }
  }
  return false;
}

function memberDir(memberId) {
  return path.join(REPERTOIRE_DIR, String(parseInt(memberId, 10)));
}

app.post('/repertoire/:member/import', function (req, res) {
  var member = parseInt(req.params.member, 10);
  var src = req.body.src;
  if (isNaN(member)) {
    return res.json(400, { error: 'bad member number' });
  }
  if (!fromGuildLibrary(src)) {
    return res.json(400, { error: 'tunes can only be imported from the guild library' });
  }

  request.get({ url: src, timeout: 10000, encoding: null, followRedirect: false }, function (err, response, body) {
    if (err || response.statusCode !== 200) {
      return res.json(502, { error: 'library did not return the tune' });
    }
    if (body.length > MAX_SIZE) {
      return res.json(413, { error: 'tune file too large' });
    }
    var name = 'tune-' + Date.now() + '.mid';
    fs.writeFile(path.join(memberDir(member), name), body, function (werr) {
      if (werr) {
        return res.json(500, { error: 'could not save tune' });
      }
      res.json({ saved: name, bytes: body.length });
    });
  });
});

app.listen(process.env.PORT || 3620);
