// A courier tracking link program of the h61 set (cwe-601-redirect).
'use strict';

const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, UpdateCommand } = require('@aws-sdk/lib-dynamodb');

const TRACKING_ORIGIN = process.env.TRACKING_ORIGIN || 'https://track.swiftparcel.co.uk';
const PARCELS_TABLE = process.env.PARCELS_TABLE;

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

class ClickRecorder {
  constructor(client, table) {
    this.client = client;
    this.table = table;
  }

  record(trackingCode, channel) {
    return this.client.send(new UpdateCommand({
      TableName: this.table,
      Key: { trackingCode },
      UpdateExpression: 'ADD linkClicks :one SET lastClickChannel = :channel',
      ExpressionAttributeValues: { ':one': 1, ':channel': channel },
    }));
  }
}

class NextPageResolver {
  constructor(origin) {
    this.origin = origin;
  }

  // Links in SMS/e-mail carry ?next= so the customer lands on the right page after the click is counted.
  resolve(trackingCode, next) {
    const fallback = `${this.origin}/parcels/${encodeURIComponent(trackingCode)}`;
    if (!next) {
      return fallback;
    }
    let target;
    try {
      target = new URL(next, this.origin);
    } catch {
      return fallback;
    }
    if (target.origin === new URL(this.origin).origin) {
      return target.href;
    }
    return fallback;
  }
}

class TrackingLinkHandler {
  constructor(recorder, resolver) {
    this.recorder = recorder;
    this.resolver = resolver;
  }

  async handle(event) {
    const trackingCode = event.pathParameters && event.pathParameters.code;
    if (!/^SP[0-9]{10}GB$/.test(trackingCode || '')) {
      return { statusCode: 404, body: 'unknown parcel' };
    }
    const params = event.queryStringParameters || {};
    const channel = params.ch === 'email' ? 'email' : 'sms';
    await this.recorder.record(trackingCode, channel);
    return {
      statusCode: 302,
      headers: { Location: this.resolver.resolve(trackingCode, params.next), 'Cache-Control': 'no-store' },
      body: '',
    };
  }
}

const handler = new TrackingLinkHandler(new ClickRecorder(db, PARCELS_TABLE), new NextPageResolver(TRACKING_ORIGIN));

// API Gateway proxy integration: GET /t/{code}?next=/parcels/...&ch=sms
exports.handler = (event) => handler.handle(event);
