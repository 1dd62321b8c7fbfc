// A affineur directory program of the h67 set (cwe-090-ldap).
// cheese affineurs: look up cave technicians in the cooperative directory by surname
import express, { NextFunction, Request, Response } from 'express';
import ldap, { AndFilter, Client, EqualityFilter, SearchEntry, SearchOptions } from 'ldapjs';
import * as yup from 'yup';

const LDAP_URL = process.env.LDAP_URL ?? 'ldaps://directory.coop-affinage.internal';
const BASE_DN = 'ou=caves,dc=coop-affinage,dc=fr';

const lookupSchema = yup.object({
  surname: yup.string().trim().required().max(64),
  site: yup.string().oneOf(['roquefort', 'comte-nord', 'comte-sud', 'beaufort']).required(),
});

type LookupQuery = yup.InferType<typeof lookupSchema>;

interface Technician {
  dn: string;
  name: string;
  mail?: string;
  extension?: string;
  cellar?: string;
}

class DirectoryGateway {
  constructor(private readonly client: Client) {}

  findTechnicians(q: LookupQuery): Promise<Technician[]> {
    const options: SearchOptions = {
      scope: 'sub',
      filter: new AndFilter({
        filters: [
          new EqualityFilter({ attribute: 'objectClass', value: 'inetOrgPerson' }),
          new EqualityFilter({ attribute: 'l', value: q.site }),
          new EqualityFilter({ attribute: 'sn', value: q.surname }),
        ],
      }),
      attributes: ['cn', 'mail', 'telephoneNumber', 'roomNumber'],
      sizeLimit: 25,
    };

    return new Promise((resolve, reject) => {
      this.client.search(BASE_DN, options, (err, res) => {
        if (err) return reject(err);
        const found: Technician[] = [];
        res.on('searchEntry', (entry: SearchEntry) => {
          const attr = (name: string) =>
            entry.attributes.find((a) => a.type === name)?.vals?.[0]?.toString();
          found.push({
            dn: entry.objectName ?? '',
            name: attr('cn') ?? '',
            mail: attr('mail'),
            extension: attr('telephoneNumber'),
            cellar: attr('roomNumber'),
          });
        });
        res.on('error', reject);
        res.on('end', () => resolve(found));
      });
    });
  }
}

class StaffService {
  constructor(private readonly directory: DirectoryGateway) {}

  async lookup(q: LookupQuery) {
    const people = await this.directory.findTechnicians(q);
    return people.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }
}

function validateQuery(schema: yup.AnyObjectSchema) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.query = await schema.validate(req.query, { abortEarly: false, stripUnknown: true });
      next();
    } catch (err) {
      res.status(400).json({ errors: (err as yup.ValidationError).errors });
    }
  };
}

export function buildApp(staff: StaffService) {
  const app = express();
  app.get('/staff/technicians', validateQuery(lookupSchema), async (_req, res, next) => {
    try {
      res.json(await staff.lookup(res.locals.query as LookupQuery));
    } catch (err) {
      next(err);
    }
  });
  return app;
}

if (require.main === module) {
  const client = ldap.createClient({ url: LDAP_URL });
  client.bind(process.env.LDAP_BIND_DN ?? '', process.env.LDAP_BIND_PASSWORD ?? '', (err) => {
    if (err) throw err;
    buildApp(new StaffService(new DirectoryGateway(client))).listen(3000);
  });
}
