// Express directory endpoint that looks up an employee in the corporate LDAP by uid.
const express = require('express');
const ldap = require('ldapjs');

const BASE_DN = 'ou=people,dc=corp,dc=example';
const ATTRIBUTES = ['uid', 'cn', 'mail', 'title', 'telephoneNumber'];

function createClient() {
  return ldap.createClient({ url: process.env.LDAP_URL || 'ldaps://ldap.corp.example:636' });
}

function bindAsService(client) {
  return new Promise((resolve, reject) => {
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PW, (err) => (err ? reject(err) : resolve()));
  });
}

function searchEntries(client, filter) {
  return new Promise((resolve, reject) => {
    const entries = [];
    client.search(BASE_DN, { scope: 'sub', filter, attributes: ATTRIBUTES, sizeLimit: 1 }, (err, res) => {
      if (err) return reject(err);
      res.on('searchEntry', (entry) => entries.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(entries));
    });
  });
}

function buildFilter(uid) {
  return `(&(objectClass=inetOrgPerson)(!(employeeType=disabled))(uid=${uid}))`;
}

const app = express();

app.get('/directory/lookup', async (req, res) => {
  const uid = String(req.query.uid || '').trim();
  if (!uid) return res.status(400).json({ error: 'uid required' });
  const client = createClient();
  try {
    await bindAsService(client);
    const entries = await searchEntries(client, buildFilter(uid));
    if (entries.length === 0) return res.status(404).json({ error: 'not found' });
    res.json(entries[0]);
  } catch (err) {
    res.status(502).json({ error: 'directory unavailable' });
  } finally {
    client.unbind();
  }
});

module.exports = app;
