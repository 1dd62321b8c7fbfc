// A food truck schedule page program of the h61 set (cwe-079-xss).
'use strict';

const Handlebars = require('handlebars');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand, QueryCommand } = require('@aws-sdk/lib-dynamodb');

const SITE_BUCKET = process.env.SCHEDULE_SITE_BUCKET;
const STOPS_TABLE = process.env.TRUCK_STOPS_TABLE;

const s3 = new S3Client({});
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

const pageTemplate = Handlebars.compile(`<!doctype html>
<html><head><meta charset="utf-8"><title>{{truckName}} - where to find us</title></head>
<body>
  <h1>{{truckName}}</h1>
  <ul>
  {{#each stops}}
    <li><strong>{{day}}</strong> {{from}}-{{to}} at {{spot}}<p class="note">{{{note}}}</p></li>
  {{/each}}
  </ul>
</body></html>`);

// Location update sent by a driver from the truck app.
class StopUpdate {
  constructor(body) {
    this.truckId = String(body.truckId);
    this.truckName = String(body.truckName || 'Our truck');
    this.day = String(body.day);
    this.from = String(body.from);
    this.to = String(body.to);
    this.spot = String(body.spot);
    this.note = String(body.note || '');
  }
}

class StopRepository {
  async save(update) {
    await db.send(new PutCommand({
      TableName: STOPS_TABLE,
      Item: { truckId: update.truckId, day: update.day, from: update.from, to: update.to, spot: update.spot, note: update.note },
    }));
  }

  async weekFor(truckId) {
    const result = await db.send(new QueryCommand({
      TableName: STOPS_TABLE,
      KeyConditionExpression: 'truckId = :t',
      ExpressionAttributeValues: { ':t': truckId },
    }));
    return result.Items || [];
  }
}

class SchedulePublisher {
  constructor(repository) {
    this.repository = repository;
  }

  async publish(update) {
    if (!/^[a-z0-9-]{3,40}$/.test(update.truckId)) {
      throw new Error(`bad truck id ${update.truckId}`);
    }
    await this.repository.save(update);
    const stops = await this.repository.weekFor(update.truckId);
    const html = pageTemplate({ truckName: update.truckName, stops });
    await s3.send(new PutObjectCommand({
      Bucket: SITE_BUCKET,
      Key: `trucks/${update.truckId}/index.html`,
      Body: html,
      ContentType: 'text/html; charset=utf-8',
    }));
  }
}

const publisher = new SchedulePublisher(new StopRepository());

// SQS-triggered Lambda; returns partial batch failures.
exports.handler = async (event) => {
  const batchItemFailures = [];
  for (const record of event.Records) {
    try {
      await publisher.publish(new StopUpdate(JSON.parse(record.body)));
    } catch (err) {
      console.error('schedule update failed', record.messageId, err.message);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
