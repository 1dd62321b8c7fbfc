// A auction consignor catalogue program of the h61 set (cwe-611-xxe).
'use strict';

const libxmljs = require('libxmljs2');
const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, BatchWriteCommand } = require('@aws-sdk/lib-dynamodb');

const s3 = new S3Client({});
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const LOTS_TABLE = process.env.LOTS_TABLE;

// Consignors' catalogues (XML exported from their own inventory software) are uploaded to the
// intake bucket; an S3 notification puts a message on the queue that triggers this function.
class CatalogueParser {
  parse(text) {
    throw new Error('parse() must be implemented');
  }
}

class XmlCatalogueParser extends CatalogueParser {
  parse(text) {
    const doc = libxmljs.parseXml(text, { noent: false, dtdload: false, nonet: true });
    const saleId = doc.root().attr('sale') ? doc.root().attr('sale').value() : null;
    const lots = doc.find('//lot').map((lot) => ({
      lotNumber: Number(lot.attr('number').value()),
      title: lot.get('title') ? lot.get('title').text().trim() : '',
      description: lot.get('description') ? lot.get('description').text().trim() : '',
      estimateLow: Number(lot.get('estimate/@low') ? lot.get('estimate/@low').value() : 0),
      estimateHigh: Number(lot.get('estimate/@high') ? lot.get('estimate/@high').value() : 0),
    }));
    return { saleId, lots };
  }
}

class LotImporter {
  constructor(parser) {
    this.parser = parser;
  }

  async importObject(bucket, key) {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const catalogue = this.parser.parse(await object.Body.transformToString('utf-8'));
    if (!catalogue.saleId || !/^S[0-9]{5}$/.test(catalogue.saleId)) {
      throw new Error(`catalogue ${key} has no valid sale id`);
    }
    for (let i = 0; i < catalogue.lots.length; i += 25) {
      const chunk = catalogue.lots.slice(i, i + 25);
      await db.send(new BatchWriteCommand({
        RequestItems: {
          [LOTS_TABLE]: chunk.map((lot) => ({
            PutRequest: { Item: { saleId: catalogue.saleId, ...lot, status: 'pending-review' } },
          })),
        },
      }));
    }
    return catalogue.lots.length;
  }
}

const importer = new LotImporter(new XmlCatalogueParser());

exports.handler = async (event) => {
  const batchItemFailures = [];
  for (const record of event.Records) {
    try {
      const notice = JSON.parse(record.body);
      for (const s3Record of notice.Records || []) {
        const key = decodeURIComponent(s3Record.s3.object.key.replace(/\+/g, ' '));
        const count = await importer.importObject(s3Record.s3.bucket.name, key);
        console.log(`imported ${count} lots from ${key}`);
      }
    } catch (err) {
      console.error('catalogue import failed', err.message);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
