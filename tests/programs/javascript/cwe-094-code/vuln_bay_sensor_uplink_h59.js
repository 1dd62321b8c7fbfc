// Unseen set h59: bay sensor uplink
'use strict';

// Parking operator: in-ground bay sensors report occupancy through the LoRaWAN
// network server, which forwards uplinks to this Lambda (POST /uplinks).
// The sensor vendor's decoder emits a relaxed object-literal format, e.g.
//   {bay: 'B-112', occupied: true, battery: 3.41, deviceToken: '...'}

const crypto = require('crypto');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, GetCommand, UpdateCommand } = require('@aws-sdk/lib-dynamodb');

const SENSORS_TABLE = process.env.SENSORS_TABLE;
const BAYS_TABLE = process.env.BAYS_TABLE;

class UplinkDecoder {
  decode(rawBody) {
    const payload = eval('(' + rawBody + ')');
    return {
      devEui: String(payload.devEui || ''),
      bay: String(payload.bay || ''),
      occupied: Boolean(payload.occupied),
      battery: Number(payload.battery),
      deviceToken: String(payload.deviceToken || ''),
    };
  }
}

class BayStateRepository {
  constructor(doc) {
    this.doc = doc;
  }

  async sensorToken(devEui) {
    const out = await this.doc.send(new GetCommand({ TableName: SENSORS_TABLE, Key: { devEui } }));
    return out.Item ? out.Item.tokenHash : null;
  }

  saveState(uplink) {
    return this.doc.send(new UpdateCommand({
      TableName: BAYS_TABLE,
      Key: { bay: uplink.bay },
      UpdateExpression: 'SET occupied = :o, battery = :b, updatedAt = :t',
      ExpressionAttributeValues: { ':o': uplink.occupied, ':b': uplink.battery, ':t': new Date().toISOString() },
    }));
  }
}

class OccupancyService {
  constructor(decoder, repo) {
    this.decoder = decoder;
    this.repo = repo;
  }

  async ingest(rawBody) {
    const uplink = this.decoder.decode(rawBody);
    const expected = await this.repo.sensorToken(uplink.devEui);
    const presented = crypto.createHash('sha256').update(uplink.deviceToken).digest();
    if (!expected || !crypto.timingSafeEqual(Buffer.from(expected, 'hex'), presented)) {
      return { accepted: false };
    }
    await this.repo.saveState(uplink);
    return { accepted: true, bay: uplink.bay, occupied: uplink.occupied };
  }
}

const service = new OccupancyService(
  new UplinkDecoder(),
  new BayStateRepository(DynamoDBDocumentClient.from(new DynamoDBClient({}))),
);

exports.handler = async (event) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    const result = await service.ingest(raw || '{}');
    return { statusCode: result.accepted ? 202 : 401, body: JSON.stringify(result) };
  } catch (err) {
    return { statusCode: 400, body: JSON.stringify({ error: 'undecodable uplink' }) };
  }
};
