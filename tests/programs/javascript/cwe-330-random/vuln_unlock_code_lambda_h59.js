// Unseen set h59: unlock code lambda
'use strict';

// Bike-sharing scheme: riders without the app can rent at the dock kiosk by
// texting the dock number. The SMS gateway posts to this Lambda, which
// reserves a bike and replies with a one-time unlock code typed on the dock.
// POST /sms/inbound  (Twilio webhook, form-encoded)

const crypto = require('crypto');
const querystring = require('querystring');
const twilio = require('twilio');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand } = require('@aws-sdk/lib-dynamodb');

const UNLOCK_TABLE = process.env.UNLOCK_TABLE;
const CODE_TTL_SECONDS = 300;

class UnlockCodeGenerator {
  next() {
    let code = '';
    for (let i = 0; i < 6; i += 1) {
      code += Math.floor(Math.random() * 10).toString();
    }
    return code;
  }
}

class UnlockRepository {
  constructor(doc) {
    this.doc = doc;
  }

  save(record) {
    return this.doc.send(new PutCommand({ TableName: UNLOCK_TABLE, Item: record }));
  }
}

class KioskRentalService {
  constructor(codes, repo) {
    this.codes = codes;
    this.repo = repo;
  }

  async reserve(phone, dockNumber) {
    const code = this.codes.next();
    await this.repo.save({
      dockId: `DOCK-${dockNumber}`,
      code,
      rentalId: crypto.randomUUID(),
      phone,
      expiresAt: Math.floor(Date.now() / 1000) + CODE_TTL_SECONDS,
    });
    return code;
  }
}

const service = new KioskRentalService(
  new UnlockCodeGenerator(),
  new UnlockRepository(DynamoDBDocumentClient.from(new DynamoDBClient({}))),
);

exports.handler = async (event) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const params = querystring.parse(raw || '');
  const signature = (event.headers || {})['x-twilio-signature'] || '';
  const url = `https://${event.headers.host}${event.rawPath}`;
  if (!twilio.validateRequest(process.env.TWILIO_AUTH_TOKEN, signature, url, params)) {
    return { statusCode: 403, body: 'forbidden' };
  }

  const twiml = new twilio.twiml.MessagingResponse();
  const dockNumber = String(params.Body || '').trim();
  if (!/^\d{1,5}$/.test(dockNumber)) {
    twiml.message('Text the number shown on the dock to rent a bike.');
  } else {
    const code = await service.reserve(String(params.From), dockNumber);
    twiml.message(`Your unlock code for dock ${dockNumber} is ${code}. It expires in 5 minutes.`);
  }
  return { statusCode: 200, headers: { 'Content-Type': 'text/xml' }, body: twiml.toString() };
};
