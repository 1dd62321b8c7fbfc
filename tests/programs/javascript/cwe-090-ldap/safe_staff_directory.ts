// Express endpoint searching the hospital staff directory over LDAP for the paging app
import express, { Request, Response } from 'express';
import { Client } from 'ldapts';

const LDAP_URL = process.env.LDAP_URL ?? 'ldaps://directory.internal:636';
const BASE_DN = 'ou=staff,dc=stmarys,dc=health';

function cleanTerm(term: string): string {
  return term.replace(/[\\*()\u0000]/g, (ch) => '\\' + ch.charCodeAt(0).toString(16).padStart(2, '0')).trim();
}

function buildFilter(term: string, department?: string): string {
  const base = `(|(cn=*${term}*)(pager=${term}))`;
  if (department) {
    return `(&(objectClass=inetOrgPerson)(departmentNumber=${cleanTerm(department)})${base})`;
  }
  return `(&(objectClass=inetOrgPerson)${base})`;
}

async function searchDirectory(filter: string) {
  const client = new Client({ url: LDAP_URL, timeout: 5000 });
  try {
    await client.bind(process.env.LDAP_BIND_DN ?? '', process.env.LDAP_BIND_PASSWORD ?? '');
    const { searchEntries } = await client.search(BASE_DN, {
      scope: 'sub',
      filter,
      attributes: ['cn', 'title', 'pager', 'departmentNumber'],
      sizeLimit: 25,
    });
    return searchEntries;
  } finally {
    await client.unbind();
  }
}

const router = express.Router();

router.get('/directory/search', async (req: Request, res: Response) => {
  const raw = typeof req.query.q === 'string' ? req.query.q : '';
  const term = cleanTerm(raw);
  if (term.length < 2) {
    return res.status(400).json({ error: 'search term too short' });
  }
  const dept = typeof req.query.dept === 'string' ? req.query.dept : undefined;
  const entries = await searchDirectory(buildFilter(term, dept));
  res.json({ results: entries.map((e) => ({ name: e.cn, title: e.title, pager: e.pager })) });
});

export default router;
