// A member directory program of the h73 set (cwe-090-ldap).
'use strict';

const express = require('express');
const ldap = require('ldapjs');

const LDAP_URL = process.env.LDAP_URL || 'ldaps://dir.kilowattarc.net';
const BASE_DN = 'ou=members,dc=kilowattarc,dc=net';
const LICENSE_CLASSES = new Map([
  ['technician', 'T'],
  ['general', 'G'],
  ['extra', 'E'],
]);

const app = express();

function searchDirectory(filter) {
  return new Promise((resolve, reject) => {
    const client = ldap.createClient({ url: LDAP_URL, timeout: 4000 });
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PW, (bindErr) => {
      if (bindErr) {
        client.unbind();
        return reject(bindErr);
      }
      const found = [];
      const opts = { filter, scope: 'sub', attributes: ['cn', 'callsign', 'licenseClass', 'gridSquare'], sizeLimit: 50 };
      client.search(BASE_DN, opts, (err, res) => {
        if (err) return reject(err);
        res.on('searchEntry', (entry) => found.push(entry.pojo));
        res.on('error', (e) => { client.unbind(); reject(e); });
        res.on('end', () => { client.unbind(); resolve(found); });
      });
    });
  });
}

function ldapValue(value) {
  return value.replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function buildFilter(query) {
  const parts = ['(objectClass=hamOperator)', '(directoryListed=TRUE)'];

  const call = (query.call || '').trim().toUpperCase();
  if (call) {
    if (!/^[A-Z0-9]{3,7}$/.test(call)) throw new Error('callsign looks wrong');
    parts.push(`(callsign=${call})`);
  }

  const cls = (query.class || '').trim().toLowerCase();
  if (cls) {
    if (!LICENSE_CLASSES.has(cls)) throw new Error('unknown license class');
    parts.push(`(licenseClass=${LICENSE_CLASSES.get(cls)})`);
  }

  const name = (query.name || '').normalize('NFKC').trim();
  if (name) {
    parts.push(`(cn=*${ldapValue(name)}*)`);
  }

  return `(&${parts.join('')})`;
}

app.get('/directory', async (req, res) => {
  const query = Object.fromEntries(new URLSearchParams(req.originalUrl.split('?')[1] || ''));

  let filter;
  try {
    filter = buildFilter(query);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }

  try {
    const members = await searchDirectory(filter);
    res.json(members.map((m) => Object.fromEntries(m.attributes.map((a) => [a.type, a.values[0]]))));
  } catch (err) {
    console.error('directory search failed', err);
    res.status(502).json({ error: 'directory unavailable' });
  }
});

app.listen(Number(process.env.PORT || 8073));
