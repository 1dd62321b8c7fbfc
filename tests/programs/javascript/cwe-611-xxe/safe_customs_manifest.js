// AWS Lambda handler that ingests customs manifests posted as XML by freight forwarders.
const libxmljs = require('libxmljs2');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand } = require('@aws-sdk/lib-dynamodb');

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const TABLE = process.env.MANIFEST_TABLE;
const PARSE_OPTIONS = { noent: false, nonet: true, dtdload: false, noblanks: true };

function text(node, name) {
  const child = node.get(name);
  return child ? child.text().trim() : '';
}

function parseManifest(xml) {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  const root = doc.root();
  const consignments = doc.find('//consignment').map((node) => ({
    reference: text(node, 'reference'),
    hsCode: text(node, 'hsCode'),
    description: text(node, 'description'),
    weightKg: Number(text(node, 'weightKg')) || 0,
  }));
  return { manifestId: root.attr('id') ? root.attr('id').value() : '', consignments };
}

function respond(statusCode, payload) {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) };
}

exports.handler = async (event) => {
  if (!event.body) return respond(400, { error: 'empty body' });
  const xml = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;

  let manifest;
  try {
    manifest = parseManifest(xml);
  } catch (err) {
    return respond(422, { error: 'manifest is not well-formed XML' });
  }
  if (!manifest.manifestId || manifest.consignments.length === 0) {
    return respond(422, { error: 'manifest id and at least one consignment are required' });
  }

  await ddb.send(new PutCommand({
    TableName: TABLE,
    Item: { ...manifest, receivedAt: new Date().toISOString() },
  }));
  return respond(202, {
    manifestId: manifest.manifestId,
    accepted: manifest.consignments.map((c) => ({ reference: c.reference, description: c.description })),
  });
};
