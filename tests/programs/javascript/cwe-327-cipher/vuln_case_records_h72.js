// A case records program of the h72 set (cwe-327-cipher).
'use strict';

const Hapi = require('@hapi/hapi');
const crypto = require('node:crypto');

class FieldCipher {
  constructor(secret) {
    this.key = crypto.scryptSync(secret, `field-cipher:${this.constructor.name}`, this.keyLength);
  }

  get algorithm() {
    throw new Error('algorithm not configured');
  }

  get keyLength() {
    return 32;
  }

  get ivLength() {
    return 16;
  }

  get aead() {
    return this.algorithm.endsWith('-gcm');
  }

  seal(plaintext) {
    const iv = crypto.randomBytes(this.ivLength);
    const cipher = crypto.createCipheriv(this.algorithm, this.key, iv);
    const body = Buffer.concat([cipher.update(String(plaintext), 'utf8'), cipher.final()]);
    const tag = this.aead ? cipher.getAuthTag() : Buffer.alloc(0);
    return [iv, tag, body].map((b) => b.toString('base64url')).join('.');
  }

  open(sealed) {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = crypto.createDecipheriv(this.algorithm, this.key, iv);
    if (this.aead) decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

class ContactCipher extends FieldCipher {
  get algorithm() {
    return 'des-ede3-cbc';
  }

  get keyLength() {
    return 24;
  }

  get ivLength() {
    return 8;
  }
}

const SEALED_FIELDS = ['ownerName', 'phone', 'email', 'address', 'memorialWishes'];
const records = new Map();

async function start() {
  const cipher = new ContactCipher(process.env.RECORD_SECRET);
  const server = Hapi.server({ port: Number(process.env.PORT ?? 5400), host: '0.0.0.0' });

  server.route({
    method: 'POST',
    path: '/cases',
    handler: (request, h) => {
      const input = request.payload ?? {};
      const id = crypto.randomUUID();
      const stored = { id, petName: String(input.petName ?? ''), service: String(input.service ?? 'private') };
      for (const field of SEALED_FIELDS) {
        if (input[field] !== undefined) stored[field] = cipher.seal(input[field]);
      }
      records.set(id, stored);
      return h.response({ id }).code(201);
    },
  });

  server.route({
    method: 'GET',
    path: '/cases/{id}',
    handler: (request, h) => {
      const stored = records.get(request.params.id);
      if (!stored) return h.response({ error: 'not found' }).code(404);
      const view = { ...stored };
      for (const field of SEALED_FIELDS) {
        if (stored[field]) view[field] = cipher.open(stored[field]);
      }
      return view;
    },
  });

  await server.start();
  console.log(`case records api on ${server.info.uri}`);
}

start();
