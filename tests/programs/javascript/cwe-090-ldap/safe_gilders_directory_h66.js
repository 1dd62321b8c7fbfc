// A gilders directory program of the h66 set (cwe-090-ldap).
// Gilders' guild - member directory.
// Members can look each other up by surname to find who does water gilding,
// oil gilding or verre eglomise in their area. Records live in the guild's
// OpenLDAP server under ou=members.
var express = require('express');
var ldap = require('ldapjs');

var LDAP_URL = process.env.GUILD_LDAP_URL || 'ldaps://directory.gildersguild.example:636';
var BIND_DN = process.env.GUILD_LDAP_BIND_DN;
var BIND_PW = process.env.GUILD_LDAP_BIND_PW;
var MEMBERS_BASE = 'ou=members,dc=gildersguild,dc=example';
var TECHNIQUES = ['water', 'oil', 'eglomise', 'shell'];

var app = express();

function plausibleSurname(name) {
  if (typeof name !== 'string' || name.length < 2 || name.length > 40) {
    return false;
  }
  return /^[A-Za-z]/.test(name);
}

// RFC 4515 escaping for values placed inside a search filter
function filterValue(value) {
  return String(value).replace(/[\\*()\u0000]/g, function (ch) {
    return '\\' + ('0' + ch.charCodeAt(0).toString(16)).slice(-2);
  });
}

function searchMembers(filter, callback) {
  var client = ldap.createClient({ url: LDAP_URL, timeout: 5000, connectTimeout: 5000 });
  client.bind(BIND_DN, BIND_PW, function (bindErr) {
    if (bindErr) {
      client.unbind();
      return callback(bindErr);
    }
    var opts = { filter: filter, scope: 'sub', attributes: ['cn', 'l', 'gildingTechnique'], sizeLimit: 50 };
    client.search(MEMBERS_BASE, opts, function (err, search) {
      if (err) {
        client.unbind();
        return callback(err);
      }
      var found = [];
      search.on('searchEntry', function (entry) {
        var o = entry.object;
        found.push({ name: o.cn, town: o.l, technique: o.gildingTechnique });
      });
      search.on('error', function (e) {
        client.unbind();
        callback(e);
      });
      search.on('end', function () {
        client.unbind();
        callback(null, found);
      });
    });
  });
}

app.get('/directory', function (req, res) {
  var surname = req.query.surname;
  var technique = req.query.technique;
  if (!plausibleSurname(surname)) {
    return res.status(400).json({ error: 'enter a surname' });
  }
  var filter = '(&(objectClass=guildMember)(sn=' + filterValue(surname) + ')';
  if (technique) {
    if (TECHNIQUES.indexOf(technique) === -1) {
      return res.status(400).json({ error: 'unknown technique' });
    }
    filter += '(gildingTechnique=' + technique + ')';
  }
  filter += '(!(memberStatus=lapsed)))';

  searchMembers(filter, function (err, members) {
    if (err) {
      console.error('directory search failed: ' + err.message);
      return res.status(502).json({ error: 'directory unavailable' });
    }
    res.json({ members: members });
  });
});

app.listen(process.env.PORT || 3190);
