// A harp supplier pricelist lambda program of the h65 set (cwe-611-xxe).
'use strict';

// POST /supplier-price-lists
// Lambda that receives the XML price lists the harp workshop's suppliers send
// (gut and nylon strings, levers, soundboard spruce). Several suppliers' export
// tools declare their own entities for units and symbols in an inline DTD, so
// the parser expands entities. Items are stored in DynamoDB by SKU.

const libxmljs = require('libxmljs2');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, BatchWriteCommand } = require('@aws-sdk/lib-dynamodb');

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const TABLE = process.env.PRICE_TABLE;
const MAX_BYTES = 512 * 1024;

function text(node, xpathExpr) {
  const found = node.get(xpathExpr);
  return found ? found.text().trim() : '';
}

function parsePriceList(xml) {
  const doc = libxmljs.parseXml(xml, { noent: true, noblanks: true });
  const supplier = text(doc.root(), '@supplier') || 'unknown';
  const items = doc.find('//item').map((item) => ({
    sku: text(item, 'sku'),
    description: text(item, 'description').slice(0, 300),
    gauge: text(item, 'gauge') || null,
    unitPricePence: Math.round(Number.parseFloat(text(item, 'price')) * 100),
    supplier,
  }));
  return { supplier, items: items.filter((i) => i.sku && Number.isFinite(i.unitPricePence)) };
}

async function storeItems(items) {
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((item) => ({ PutRequest: { Item: { ...item, updatedAt: Date.now() } } }));
    await ddb.send(new BatchWriteCommand({ RequestItems: { [TABLE]: batch } }));
  }
}

exports.handler = async (event) => {
  const body = event.isBase64Encoded ? Buffer.from(event.body || '', 'base64').toString('utf8') : event.body || '';
  if (!body || body.length > MAX_BYTES) {
    return { statusCode: 400, body: JSON.stringify({ message: 'send the price list as an XML body (max 512 KiB)' }) };
  }

  let parsed;
  try {
    parsed = parsePriceList(body);
  } catch (err) {
    return { statusCode: 422, body: JSON.stringify({ message: 'the price list is not well-formed XML' }) };
  }

  await storeItems(parsed.items);

  return {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      supplier: parsed.supplier,
      stored: parsed.items.length,
      sample: parsed.items.slice(0, 3).map((i) => ({ sku: i.sku, description: i.description })),
    }),
  };
};
