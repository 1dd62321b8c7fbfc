// A guide directory program of the h74 set (cwe-090-ldap).
'use strict';

const express = require('express');
const ldap = require('ldapjs');
const { AsyncLocalStorage } = require('node:async_hooks');

const LDAP_URL = process.env.LDAP_URL || 'ldaps://directory.glidecitytours.net';
const BASE_DN = 'ou=guides,dc=glidecitytours,dc=net';

const lookupContext = new AsyncLocalStorage();
const app = express();

function bindClient() {
  const client = ldap.createClient({ url: LDAP_URL, timeout: 5000, connectTimeout: 5000 });
  return new Promise((resolve, reject) => {
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
      if (err) {
        client.destroy();
        reject(err);
      } else {
        resolve(client);
      }
    });
  });
}

// RFC 4515 escaping for values placed inside a search filter
function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function buildFilter() {
  const { nameFragment, city } = lookupContext.getStore();
  const cityPart = city ? `(l=${escapeFilterValue(city)})` : '';
  return `(&(objectClass=tourGuide)(cn=*${escapeFilterValue(nameFragment)}*)${cityPart})`;
}

async function searchGuides() {
  const client = await bindClient();
  const filter = buildFilter();
  try {
    return await new Promise((resolve, reject) => {
      client.search(
        BASE_DN,
        { scope: 'sub', filter, attributes: ['cn', 'mail', 'l', 'segwayLicenceLevel'], sizeLimit: 25 },
        (err, res) => {
          if (err) return reject(err);
          const guides = [];
          res.on('searchEntry', (entry) => guides.push(entry.pojo));
          res.on('error', reject);
          res.on('end', () => resolve(guides));
        },
      );
    });
  } finally {
    client.unbind(() => {});
  }
}

app.get('/guides', (req, res, next) => {
  const nameFragment = String(req.query.name || '').trim();
  if (nameFragment.length < 2) {
    return res.status(400).json({ error: 'type at least two letters' });
  }
  const store = { nameFragment, city: req.query.city ? String(req.query.city) : null };

  lookupContext.run(store, () => {
    searchGuides()
      .then((entries) =>
        res.json(
          entries.map((e) => ({
            dn: e.objectName,
            attributes: Object.fromEntries(e.attributes.map((a) => [a.type, a.values])),
          })),
        ),
      )
      .catch(next);
  });
});

app.use((err, req, res, _next) => {
  console.error('guide lookup failed', err.message);
  res.status(502).json({ error: 'directory unavailable' });
});

app.listen(Number(process.env.PORT || 3070), () => console.log('guide directory ready'));
