// A service notes program of the h69 set (cwe-327-cipher).
const Hapi = require('@hapi/hapi');
const crypto = require('node:crypto');

const KEY = crypto.scryptSync(process.env.JOBBOOK_PASSPHRASE || '', 'platen-and-ribbon/jobbook', 32);
const jobBook = new Map();

function seal(plaintext) {
  const cipher = crypto.createCipheriv('aes-256-ecb', KEY, null);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { data: data.toString('base64') };
}

function unseal(box) {
  const decipher = crypto.createDecipheriv('aes-256-ecb', KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(box.data, 'base64')), decipher.final()]).toString('utf8');
}

class ServiceRecord {
  constructor(request) {
    const p = request.payload || {};
    this.jobNo = `J${Date.now()}`;
    this.machine = String(p.machine || 'unspecified');
    this.contact = { name: String(p.name || ''), phone: String(p.phone || ''), address: String(p.address || '') };
    this.notes = String(p.notes || '');
    this.receivedBy = request.headers['x-staff'] || 'counter';
  }

  toStored() {
    return {
      jobNo: this.jobNo,
      machine: this.machine,
      receivedBy: this.receivedBy,
      privateBox: seal(JSON.stringify({ contact: this.contact, notes: this.notes })),
    };
  }
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3570 });

  server.ext('onPreHandler', (request, h) => {
    if (request.method === 'post' && request.path === '/jobs') {
      request.app.record = new ServiceRecord(request);
    }
    return h.continue;
  });

  server.route({
    method: 'POST',
    path: '/jobs',
    handler: (request, h) => {
      const stored = request.app.record.toStored();
      jobBook.set(stored.jobNo, stored);
      return h.response({ jobNo: stored.jobNo, machine: stored.machine }).code(201);
    },
  });

  server.route({
    method: 'GET',
    path: '/jobs/{jobNo}',
    handler: (request, h) => {
      const stored = jobBook.get(request.params.jobNo);
      if (!stored) return h.response({ error: 'unknown job' }).code(404);
      const privateData = JSON.parse(unseal(stored.privateBox));
      return { jobNo: stored.jobNo, machine: stored.machine, receivedBy: stored.receivedBy, ...privateData };
    },
  });

  await server.start();
  console.log('job book running at', server.info.uri);
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
