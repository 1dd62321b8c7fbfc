// A pawnbroker pledge fields program of the h61 set (cwe-327-cipher).
'use strict';

const crypto = require('crypto');
const { MongoClient } = require('mongodb');

// Serial numbers and the pledger's ID document number are stored encrypted; only the
// compliance desk decrypts them when answering a stolen-goods enquiry.
class FieldCipher {
  constructor(keyBase64) {
    this.key = Buffer.from(keyBase64, 'base64');
    if (this.key.length !== 32) {
      throw new Error('PLEDGE_FIELD_KEY must be 32 bytes');
    }
  }

  encrypt(plain) {
    const cipher = crypto.createCipheriv('aes-256-ecb', this.key, null);
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  }

  decrypt(encoded) {
    const decipher = crypto.createDecipheriv('aes-256-ecb', this.key, null);
    return Buffer.concat([decipher.update(Buffer.from(encoded, 'base64')), decipher.final()]).toString('utf8');
  }
}

class PledgeRepository {
  constructor(collection, cipher) {
    this.collection = collection;
    this.cipher = cipher;
  }

  async insert(pledge) {
    const doc = {
      ticketRef: pledge.ticketRef,
      itemType: pledge.itemType,
      description: pledge.description,
      loanPence: pledge.loanPence,
      serialNumber: this.cipher.encrypt(pledge.serialNumber),
      idDocumentNumber: this.cipher.encrypt(pledge.idDocumentNumber),
      createdAt: new Date(),
    };
    await this.collection.insertOne(doc);
    return doc.ticketRef;
  }

  async serialFor(ticketRef) {
    const doc = await this.collection.findOne({ ticketRef: String(ticketRef) });
    return doc ? this.cipher.decrypt(doc.serialNumber) : null;
  }
}

class PledgeService {
  constructor(repository) {
    this.repository = repository;
  }

  register(input) {
    if (!Number.isInteger(input.loanPence) || input.loanPence <= 0) {
      throw new Error('loan amount must be a positive number of pence');
    }
    const ticketRef = `PT-${crypto.randomInt(100000, 1000000)}`;
    return this.repository.insert({ ...input, ticketRef });
  }
}

async function createResolvers() {
  const client = await MongoClient.connect(process.env.MONGODB_URI);
  const collection = client.db('pawnbroker').collection('pledges');
  const service = new PledgeService(new PledgeRepository(collection, new FieldCipher(process.env.PLEDGE_FIELD_KEY)));
  return {
    Mutation: {
      registerPledge: (_parent, { input }) => service.register(input),
    },
  };
}

module.exports = { createResolvers, FieldCipher };
