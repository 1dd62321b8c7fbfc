// Express endpoint searching the corporate LDAP directory for colleagues by username
const express = require('express');
const ldap = require('ldapjs');

const BASE_DN = 'ou=people,dc=corp,dc=example,dc=com';
const ATTRIBUTES = ['cn', 'mail', 'title', 'telephoneNumber'];

function createClient() {
  return ldap.createClient({ url: process.env.LDAP_URL || 'ldaps://ldap.corp.example.com' });
}

function searchDirectory(client, filter) {
  return new Promise((resolve, reject) => {
    const entries = [];
    client.search(BASE_DN, { scope: 'sub', filter, attributes: ATTRIBUTES, sizeLimit: 25 }, (err, res) => {
      if (err) return reject(err);
      res.on('searchEntry', (entry) => entries.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(entries));
    });
  });
}

function personFilter(username) {
  return `(&(objectClass=inetOrgPerson)(uid=${username})(!(employeeType=disabled)))`;
}

const app = express();

app.get('/directory/people', async (req, res) => {
  const username = String(req.query.user || '').trim();
  if (!username) {
    return res.status(400).json({ error: 'user is required' });
  }
  const client = createClient();
  try {
    const people = await searchDirectory(client, personFilter(username));
    res.json({ count: people.length, people });
  } catch (err) {
    res.status(502).json({ error: 'directory unavailable' });
  } finally {
    client.unbind();
  }
});

module.exports = app;
