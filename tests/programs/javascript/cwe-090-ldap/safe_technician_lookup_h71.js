// A technician lookup program of the h71 set (cwe-090-ldap).
import express from 'express';
import ldap from 'ldapjs';

const BASE_DN = 'ou=staff,dc=keyright,dc=co,dc=uk';
const BRANCHES = new Set(['leeds', 'york', 'harrogate', 'wakefield', 'bradford']);

class DirectoryQueryError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DirectoryQueryError';
    this.status = 400;
  }
}

function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function searchDirectory(filter) {
  return new Promise((resolve, reject) => {
    const client = ldap.createClient({ url: process.env.LDAP_URL ?? 'ldaps://directory.keyright.co.uk' });
    client.on('error', reject);
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (bindErr) => {
      if (bindErr) {
        client.unbind();
        return reject(bindErr);
      }
      const opts = { filter, scope: 'sub', attributes: ['cn', 'mobile', 'l', 'title'], sizeLimit: 25 };
      client.search(BASE_DN, opts, (err, res) => {
        if (err) {
          client.unbind();
          return reject(err);
        }
        const people = [];
        res.on('searchEntry', (entry) => people.push(entry.pojo));
        res.on('error', (searchErr) => {
          client.unbind();
          reject(searchErr);
        });
        res.on('end', () => {
          client.unbind();
          resolve(people);
        });
      });
    });
  });
}

function attr(entry, type) {
  return entry.attributes.find((a) => a.type === type)?.values?.[0] ?? null;
}

const app = express();

app.get('/branches', (req, res) => {
  res.json([...BRANCHES]);
});

app.get('/technicians', async (req, res, next) => {
  const { surname = '', branch } = req.query;
  if (String(surname).length < 2) {
    return next(new DirectoryQueryError('surname needs at least two letters'));
  }
  const location = branch?.toLowerCase() ?? 'leeds';
  if (!BRANCHES.has(location)) {
    return next(new DirectoryQueryError(`unknown branch ${location}`));
  }

  const filter =
    `(&(objectClass=inetOrgPerson)(title=*Technician*)` +
    `(sn=${escapeFilterValue(surname)}*)(l=${location}))`;

  try {
    const people = await searchDirectory(filter);
    res.json(
      people.map((p) => ({
        name: attr(p, 'cn'),
        mobile: attr(p, 'mobile'),
        branch: attr(p, 'l'),
        role: attr(p, 'title'),
      })),
    );
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  const status = err.status ?? 502;
  if (status >= 500) console.error('directory lookup failed', err);
  res.status(status).json({ error: status >= 500 ? 'directory unavailable' : err.message });
});

app.listen(Number(process.env.PORT ?? 3000));
