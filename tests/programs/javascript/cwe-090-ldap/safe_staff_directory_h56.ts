// Law firm intranet endpoint searching the staff LDAP directory by name or email prefix
import express, { Request, Response } from "express";
import ldap, { SearchEntry } from "ldapjs";

const BASE_DN = "ou=staff,dc=hartwell-legal,dc=com";
const ATTRIBUTES = ["cn", "mail", "title", "telephoneNumber"];

const client = ldap.createClient({ url: process.env.LDAP_URL ?? "ldaps://directory.internal:636" });
client.bind(process.env.LDAP_BIND_DN ?? "", process.env.LDAP_BIND_PW ?? "", (err) => {
  if (err) console.error("ldap bind failed", err.message);
});

const escapeFilterValue = (term: string): string =>
  term.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, "0")}`);

const buildFilter = (term: string): string =>
  `(&(objectClass=inetOrgPerson)(!(employeeType=restricted))(|(cn=${term}*)(mail=${term}*)))`;

const search = (filter: string): Promise<object[]> =>
  new Promise((resolve, reject) => {
    const opts = { scope: "sub" as const, filter, attributes: ATTRIBUTES, sizeLimit: 25 };
    client.search(BASE_DN, opts, (err, res) => {
      if (err) return reject(err);
      const found: object[] = [];
      res.on("searchEntry", (entry: SearchEntry) => found.push(entry.pojo));
      res.on("error", reject);
      res.on("end", () => resolve(found));
    });
  });

const termFrom = (req: Request): string | undefined => {
  const q = typeof req.query.q === "string" ? req.query.q.trim() : "";
  return q.length >= 2 && q.length <= 64 ? q : undefined;
};

const app = express();

app.get("/directory", async (req: Request, res: Response) => {
  const term = termFrom(req);
  if (!term) return res.status(400).json({ error: "query must be 2-64 characters" });
  try {
    return res.json(await search(buildFilter(escapeFilterValue(term))));
  } catch {
    return res.status(502).json({ error: "directory unavailable" });
  }
});

app.listen(3300);
