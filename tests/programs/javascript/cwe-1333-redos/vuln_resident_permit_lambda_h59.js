// Unseen set h59: resident permit lambda
'use strict';

// Municipal parking: residents apply for a zone permit for their vehicle.
// API Gateway -> Lambda: POST /permits { "zone": "Z4", "plate": "KX-42-BT", "months": 6 }

const crypto = require('crypto');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand } = require('@aws-sdk/lib-dynamodb');

const PERMITS_TABLE = process.env.PERMITS_TABLE;
const ZONES = new Set(['Z1', 'Z2', 'Z3', 'Z4', 'Z5']);

class PlateFormat {
  // Registration plates: groups of letters/digits optionally separated by dashes.
  static PATTERN = /^([A-Z0-9]+-?)+$/;

  normalise(input) {
    const plate = String(input || '').toUpperCase().replace(/\s/g, '');
    if (!PlateFormat.PATTERN.test(plate)) {
      throw new RangeError('plate number not recognised');
    }
    return plate;
  }
}

class PermitRepository {
  constructor(doc) {
    this.doc = doc;
  }

  save(permit) {
    return this.doc.send(new PutCommand({
      TableName: PERMITS_TABLE,
      Item: permit,
      ConditionExpression: 'attribute_not_exists(permitId)',
    }));
  }
}

class PermitService {
  constructor(plates, repo) {
    this.plates = plates;
    this.repo = repo;
  }

  async apply(residentId, request) {
    if (!ZONES.has(request.zone)) throw new RangeError('unknown zone');
    const months = Math.min(Math.max(Number.parseInt(request.months, 10) || 1, 1), 12);
    const plate = this.plates.normalise(request.plate);
    const validFrom = new Date();
    const validTo = new Date(validFrom);
    validTo.setMonth(validTo.getMonth() + months);
    const permit = {
      permitId: crypto.randomUUID(),
      residentId,
      zone: request.zone,
      plate,
      validFrom: validFrom.toISOString(),
      validTo: validTo.toISOString(),
      feeCents: months * 1850,
    };
    await this.repo.save(permit);
    return permit;
  }
}

const service = new PermitService(
  new PlateFormat(),
  new PermitRepository(DynamoDBDocumentClient.from(new DynamoDBClient({}))),
);

exports.handler = async (event) => {
  const residentId = event.requestContext.authorizer.jwt.claims.sub;
  let body;
  try {
    body = JSON.parse(event.body || '{}');
  } catch (e) {
    return { statusCode: 400, body: JSON.stringify({ error: 'invalid JSON' }) };
  }
  try {
    const permit = await service.apply(residentId, body);
    return { statusCode: 201, body: JSON.stringify(permit) };
  } catch (err) {
    if (err instanceof RangeError) {
      return { statusCode: 422, body: JSON.stringify({ error: err.message }) };
    }
    throw err;
  }
};
