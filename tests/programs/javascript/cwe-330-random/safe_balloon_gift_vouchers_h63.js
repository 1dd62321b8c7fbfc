// A balloon gift vouchers program of the h63 set (cwe-330-random).
// Hot-air balloon operator: box-office staff issue gift vouchers for flights
// once an order is paid (API Gateway with a Cognito authorizer -> Lambda).
// The voucher code is all a recipient needs to book a flight.
const { randomInt } = require('node:crypto');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand } = require('@aws-sdk/lib-dynamodb');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FLIGHT_TYPES = new Map([
  ['sunrise-shared', { passengers: 1, priceEur: 239 }],
  ['sunrise-private', { passengers: 2, priceEur: 890 }],
  ['champagne-sunset', { passengers: 2, priceEur: 620 }],
]);

class VoucherCodeGenerator {
  constructor(alphabet, length) {
    this.alphabet = alphabet;
    this.length = length;
  }

  next() {
    let code = '';
    for (let i = 0; i < this.length; i++) {
      code += this.alphabet[randomInt(this.alphabet.length)];
    }
    return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
  }
}

class VoucherRepository {
  constructor(client, table) {
    this.client = client;
    this.table = table;
  }

  async create(voucher) {
    await this.client.send(new PutCommand({
      TableName: this.table,
      Item: voucher,
      ConditionExpression: 'attribute_not_exists(code)',
    }));
  }
}

class VoucherIssuer {
  constructor(generator, repository) {
    this.generator = generator;
    this.repository = repository;
  }

  async issue(order) {
    const flight = FLIGHT_TYPES.get(order.flightType);
    if (!flight) throw new Error('unknown flight type');
    const voucher = {
      code: this.generator.next(),
      orderId: order.orderId,
      flightType: order.flightType,
      passengers: flight.passengers,
      valueEur: flight.priceEur,
      expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
    };
    await this.repository.create(voucher);
    return voucher;
  }
}

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const issuer = new VoucherIssuer(
  new VoucherCodeGenerator(CODE_ALPHABET, 12),
  new VoucherRepository(documents, process.env.VOUCHER_TABLE),
);

exports.handler = async (event) => {
  const claims = (event.requestContext && event.requestContext.authorizer
    && event.requestContext.authorizer.claims) || {};
  if (claims['custom:role'] !== 'box-office') {
    return { statusCode: 403, body: JSON.stringify({ error: 'box office only' }) };
  }
  const order = JSON.parse(event.body || '{}');
  if (!order.orderId || !order.flightType) {
    return { statusCode: 400, body: JSON.stringify({ error: 'orderId and flightType required' }) };
  }
  const voucher = await issuer.issue(order);
  return {
    statusCode: 201,
    body: JSON.stringify({ code: voucher.code, expiresAt: voucher.expiresAt }),
  };
};
