// A member directory program of the h68 set (cwe-090-ldap).
// fencing clubs: directory lookup of club members by name or federation licence for the armoury desk
import express from 'express';
import { Client } from 'ldapts';

const LDAP_URL = process.env.LDAP_URL ?? 'ldaps://dir.salle-dufresne.fr';
const BASE_DN = process.env.LDAP_BASE ?? 'ou=members,dc=salle-dufresne,dc=fr';
const ATTRIBUTES = ['cn', 'mail', 'fencingLicence', 'weapon', 'rating', 'memberSince'];

// builds an LDAP filter from a template, trimming each interpolated value
const filter = (strings, ...values) =>
  String.raw({ raw: strings }, ...values.map((v) => String(v ?? '').trim()));

const withClient = async (fn) => {
  const client = new Client({ url: LDAP_URL, timeout: 5000, connectTimeout: 3000 });
  try {
    await client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD);
    return await fn(client);
  } finally {
    await client.unbind().catch(() => {});
  }
};

const toMember = ({ dn, cn, mail, fencingLicence, weapon, rating, memberSince }) => ({
  dn,
  name: [cn].flat().at(0),
  email: mail ?? null,
  licence: fencingLicence ?? null,
  weapons: [weapon ?? []].flat(),
  rating: rating ?? 'U',
  since: memberSince ?? null,
});

const app = express();

app.get('/directory/members', async (req, res) => {
  const { name, licence, weapon } = req.query;
  if (!name && !licence) return res.status(400).json({ error: 'name or licence required' });

  const clauses = [
    filter`(objectClass=fencingMember)`,
    licence && filter`(fencingLicence=${licence})`,
    name && filter`(|(cn=*${name}*)(sn=${name}*))`,
    weapon && filter`(weapon=${weapon})`,
  ].filter(Boolean);

  const searchFilter = `(&${clauses.join('')})`;
  const { searchEntries } = await withClient((client) =>
    client.search(BASE_DN, { scope: 'sub', filter: searchFilter, attributes: ATTRIBUTES, sizeLimit: 50 }),
  );

  res.json({
    count: searchEntries.length,
    members: searchEntries.map(toMember).toSorted((a, b) => a.name.localeCompare(b.name)),
  });
});

app.get('/directory/members/:licence/rating', async (req, res) => {
  const { searchEntries } = await withClient((client) =>
    client.search(BASE_DN, {
      scope: 'sub',
      filter: filter`(&(objectClass=fencingMember)(fencingLicence=${req.params.licence}))`,
      attributes: ['cn', 'rating'],
    }),
  );
  const [entry] = searchEntries;
  if (!entry) return res.status(404).json({ error: 'no such licence' });
  res.json({ name: entry.cn, rating: entry.rating ?? 'U' });
});

app.use((err, _req, res, _next) => {
  console.error('[directory]', err.message);
  res.status(502).json({ error: 'directory unavailable' });
});

app.listen(Number(process.env.PORT ?? 3300));
