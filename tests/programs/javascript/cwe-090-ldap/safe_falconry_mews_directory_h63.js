// A falconry mews directory program of the h63 set (cwe-090-ldap).
// gRPC directory service for the falconry club: the mews booking app looks
// up a falconer by their club handle to show licence and birds held.
const path = require('node:path');
const fs = require('node:fs');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
const ldap = require('ldapjs');

const definition = protoLoader.loadSync(path.join(__dirname, 'mews_directory.proto'), {
  keepCase: true,
  defaults: true,
});
const { falconry } = grpc.loadPackageDefinition(definition);

class FalconerLookup {
  constructor(call) {
    this.handle = String(call.request.handle || '');
  }
}

class LdapFalconerGateway {
  constructor(client, baseDn) {
    this.client = client;
    this.baseDn = baseDn;
  }

  buildFilter(handle) {
    return new ldap.AndFilter({
      filters: [
        new ldap.EqualityFilter({ attribute: 'objectClass', value: 'falconer' }),
        new ldap.EqualityFilter({ attribute: 'uid', value: handle }),
      ],
    });
  }

  findOne(handle) {
    const options = {
      scope: 'sub',
      filter: this.buildFilter(handle),
      attributes: ['uid', 'cn', 'licenceNumber', 'birdsHeld'],
      sizeLimit: 1,
    };
    return new Promise((resolve, reject) => {
      this.client.search(this.baseDn, options, (err, res) => {
        if (err) return reject(err);
        let found = null;
        res.on('searchEntry', (entry) => {
          found = Object.fromEntries(entry.pojo.attributes.map((a) => [a.type, a.values]));
        });
        res.on('error', reject);
        res.on('end', () => resolve(found));
      });
    });
  }
}

class FalconerDirectoryService {
  constructor(gateway) {
    this.gateway = gateway;
  }

  async lookup(request) {
    if (request.handle.length === 0 || request.handle.length > 32) {
      return null;
    }
    const attrs = await this.gateway.findOne(request.handle);
    if (!attrs) return null;
    return {
      handle: attrs.uid[0],
      display_name: (attrs.cn || [''])[0],
      licence_number: (attrs.licenceNumber || [''])[0],
      birds_held: attrs.birdsHeld || [],
    };
  }
}

const client = ldap.createClient({ url: process.env.LDAP_URL, timeout: 5000 });
client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
  if (err) console.error(`directory bind failed: ${err.message}`);
});

const directory = new FalconerDirectoryService(new LdapFalconerGateway(client, 'ou=falconers,dc=mews,dc=club'));

const server = new grpc.Server();
server.addService(falconry.MewsDirectory.service, {
  FindFalconer: async (call, callback) => {
    try {
      const falconer = await directory.lookup(new FalconerLookup(call));
      if (!falconer) {
        return callback({ code: grpc.status.NOT_FOUND, message: 'no such falconer' });
      }
      return callback(null, falconer);
    } catch (err) {
      return callback({ code: grpc.status.UNAVAILABLE, message: 'directory unavailable' });
    }
  },
});

const credentials = grpc.ServerCredentials.createSsl(null, [{
  cert_chain: fs.readFileSync(process.env.GRPC_TLS_CERT),
  private_key: fs.readFileSync(process.env.GRPC_TLS_KEY),
}]);

server.bindAsync(`0.0.0.0:${process.env.GRPC_PORT || 50051}`, credentials, () => {
  console.log('mews directory listening');
});
