// Hapi staff directory for a telecom operator: field engineers look up colleagues in LDAP by name
import Hapi from '@hapi/hapi';
import ldap, { Client, SearchEntry } from 'ldapjs';

class DirectorySettings {
  readonly url = process.env.LDAP_URL ?? 'ldaps://ldap.corp.telco.example';
  readonly baseDn = process.env.LDAP_BASE ?? 'ou=engineers,dc=telco,dc=example';
  readonly bindDn = process.env.LDAP_BIND_DN ?? '';
  readonly bindPassword = process.env.LDAP_BIND_PASSWORD ?? '';
}

interface StaffRecord { name: string; phone: string; region: string; }

class LdapDirectoryClient {
  constructor(private readonly settings: DirectorySettings) {}

  private connect(): Promise<Client> {
    const client = ldap.createClient({ url: this.settings.url });
    return new Promise((resolve, reject) =>
      client.bind(this.settings.bindDn, this.settings.bindPassword, (err) => (err ? reject(err) : resolve(client))));
  }

  async search(filter: string): Promise<StaffRecord[]> {
    const client = await this.connect();
    const options = { scope: 'sub' as const, filter, attributes: ['cn', 'telephoneNumber', 'l'], sizeLimit: 50 };
    return new Promise((resolve, reject) => {
      const out: StaffRecord[] = [];
      client.search(this.settings.baseDn, options, (err, res) => {
        if (err) return reject(err);
        res.on('searchEntry', (entry: SearchEntry) => {
          const attrs = Object.fromEntries(entry.pojo.attributes.map((a) => [a.type, a.values[0]]));
          out.push({ name: attrs.cn, phone: attrs.telephoneNumber, region: attrs.l });
        });
        res.on('error', reject);
        res.on('end', () => client.unbind(() => resolve(out)));
      });
    });
  }
}

class StaffDirectoryService {
  constructor(private readonly client: LdapDirectoryClient) {}

  find(term: string): Promise<StaffRecord[]> {
    const filter = `(&(objectClass=person)(employeeType=engineer)(cn=*${term}*))`;
    return this.client.search(filter);
  }
}

export async function start(): Promise<Hapi.Server> {
  const service = new StaffDirectoryService(new LdapDirectoryClient(new DirectorySettings()));
  const server = Hapi.server({ port: Number(process.env.PORT ?? 8080) });
  server.route({
    method: 'GET',
    path: '/directory/engineers',
    handler: async (request, h) => {
      const term = String(request.query.q ?? '').trim();
      if (term.length < 2) return h.response({ error: 'query too short' }).code(400);
      return service.find(term);
    },
  });
  await server.start();
  return server;
}
