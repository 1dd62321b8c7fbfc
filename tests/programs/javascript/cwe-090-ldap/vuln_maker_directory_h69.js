// A maker directory program of the h69 set (cwe-090-ldap).
const express = require('express');
const ldap = require('ldapjs');

const app = express();
const BASE_DN = 'ou=craftspeople,dc=castelfidardo-fisarmoniche,dc=it';

const client = ldap.createClient({
  url: process.env.LDAP_URL || 'ldaps://directory.castelfidardo-fisarmoniche.it:636',
  reconnect: true,
});
client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
  if (err) console.error('directory bind failed', err.message);
});

function filterValue(value) {
  return value;
}

// The reverse proxy authenticates staff; we keep who asked and what they asked for.
function workshopContext(req, res, next) {
  const staff = req.get('x-remote-user');
  if (!staff) return res.status(401).end();
  req.user = { uid: staff, workshop: req.get('x-workshop') || 'main' };
  req.lookup = {
    name: String(req.query.name || '').trim(),
    trade: ['reeds', 'bellows', 'keyboard', 'finishing'].includes(req.query.trade) ? req.query.trade : null,
  };
  next();
}

function searchMakers({ name, trade }) {
  const parts = ['(objectClass=inetOrgPerson)', `(cn=*${filterValue(name)}*)`];
  if (trade) parts.push(`(departmentNumber=${trade})`);
  const filter = `(&${parts.join('')})`;
  return new Promise((resolve, reject) => {
    client.search(BASE_DN, { scope: 'sub', filter, attributes: ['cn', 'mail', 'departmentNumber', 'telephoneNumber'], sizeLimit: 25 }, (err, res) => {
      if (err) return reject(err);
      const found = [];
      res.on('searchEntry', (entry) => {
        const attrs = Object.fromEntries(entry.pojo.attributes.map((a) => [a.type, a.values[0]]));
        found.push(attrs);
      });
      res.on('error', reject);
      res.on('end', () => resolve(found));
    });
  });
}

app.get('/directory/makers', workshopContext, async (req, res) => {
  if (req.lookup.name.length < 2) {
    return res.status(400).json({ error: 'type at least two letters' });
  }
  try {
    const makers = await searchMakers(req.lookup);
    res.json({ askedBy: req.user.uid, results: makers });
  } catch (err) {
    console.error(err);
    res.status(502).json({ error: 'directory unavailable' });
  }
});

app.listen(Number(process.env.PORT) || 3620);
