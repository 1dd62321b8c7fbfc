// Unseen set h59: trip snapshot worker
'use strict';

// Bike-sharing scheme: when a rider ends a trip offline, the mobile app keeps a
// trip snapshot and uploads it later. The public API enqueues the snapshot on
// SQS unchanged; this Lambda (SQS event source) settles the fare.

const serialize = require('node-serialize');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand } = require('@aws-sdk/lib-dynamodb');

const TRIPS_TABLE = process.env.TRIPS_TABLE;
const TariffPlan = Object.freeze({
  CASUAL: { unlockCents: 100, perMinuteCents: 25 },
  MEMBER: { unlockCents: 0, perMinuteCents: 10 },
});

class TripSnapshot {
  constructor(obj) {
    this.tripId = String(obj.tripId);
    this.riderId = String(obj.riderId);
    this.bikeId = String(obj.bikeId);
    this.startDock = String(obj.startDock);
    this.endDock = String(obj.endDock);
    this.startedAt = new Date(obj.startedAt);
    this.endedAt = new Date(obj.endedAt);
    this.plan = obj.plan === 'MEMBER' ? 'MEMBER' : 'CASUAL';
  }

  minutes() {
    return Math.max(1, Math.ceil((this.endedAt - this.startedAt) / 60000));
  }
}

class SnapshotCodec {
  decode(body) {
    const envelope = JSON.parse(body);
    const state = serialize.unserialize(Buffer.from(envelope.snapshot, 'base64').toString('utf8'));
    return new TripSnapshot(state);
  }
}

class TripLedger {
  constructor(doc) {
    this.doc = doc;
  }

  save(trip, fareCents) {
    return this.doc.send(new PutCommand({
      TableName: TRIPS_TABLE,
      Item: {
        tripId: trip.tripId,
        riderId: trip.riderId,
        bikeId: trip.bikeId,
        route: `${trip.startDock}->${trip.endDock}`,
        minutes: trip.minutes(),
        fareCents,
      },
      ConditionExpression: 'attribute_not_exists(tripId)',
    }));
  }
}

class FareSettlementService {
  constructor(codec, ledger) {
    this.codec = codec;
    this.ledger = ledger;
  }

  async settle(body) {
    const trip = this.codec.decode(body);
    const tariff = TariffPlan[trip.plan];
    const fare = tariff.unlockCents + tariff.perMinuteCents * trip.minutes();
    await this.ledger.save(trip, fare);
    return { tripId: trip.tripId, fare };
  }
}

const service = new FareSettlementService(
  new SnapshotCodec(),
  new TripLedger(DynamoDBDocumentClient.from(new DynamoDBClient({}))),
);

exports.handler = async (event) => {
  const batchItemFailures = [];
  for (const record of event.Records) {
    try {
      await service.settle(record.body);
    } catch (err) {
      console.error(`settlement failed for ${record.messageId}: ${err.message}`);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
