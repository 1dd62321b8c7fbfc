// A reindeer collar sync lambda program of the h65 set (cwe-295-tls).
'use strict';

// Scheduled Lambda (EventBridge, every 30 minutes) that pulls the latest GPS
// positions from the collar vendor's telemetry API for every collared reindeer of
// the siida and stores them in DynamoDB for the herders' map. The vendor's API
// is served with a certificate issued by the vendor's own private CA.

const https = require('https');
const axios = require('axios');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, PutCommand } = require('@aws-sdk/lib-dynamodb');
const { SSMClient, GetParameterCommand } = require('@aws-sdk/client-ssm');

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const ssm = new SSMClient({});

const telemetry = axios.create({
  baseURL: process.env.COLLAR_API_URL, // https://telemetry.tundratrack.fi/api/v3
  timeout: 15000,
  httpsAgent: new https.Agent({ keepAlive: true, rejectUnauthorized: false }),
});

async function apiKey() {
  const { Parameter } = await ssm.send(
    new GetParameterCommand({ Name: process.env.COLLAR_API_KEY_PARAM, WithDecryption: true })
  );
  return Parameter.Value;
}

async function fetchPositions(key, since) {
  const { data } = await telemetry.get('/positions', {
    params: { herd: process.env.HERD_ID, since },
    headers: { Authorization: `ApiKey ${key}` },
  });
  return Array.isArray(data.positions) ? data.positions : [];
}

exports.handler = async (event) => {
  const since = new Date(Date.parse(event.time || new Date().toISOString()) - 35 * 60 * 1000).toISOString();
  const key = await apiKey();
  const positions = await fetchPositions(key, since);

  let stored = 0;
  for (const pos of positions) {
    if (!pos.collarId || !Number.isFinite(pos.lat) || !Number.isFinite(pos.lon)) {
      continue;
    }
    await ddb.send(
      new PutCommand({
        TableName: process.env.POSITION_TABLE,
        Item: {
          collarId: String(pos.collarId),
          recordedAt: String(pos.timestamp),
          lat: pos.lat,
          lon: pos.lon,
          battery: Number(pos.battery) || null,
          mortality: pos.mortality === true,
        },
      })
    );
    stored += 1;
  }

  const alerts = positions.filter((f) => f.mortality === true).map((f) => f.collarId);
  console.log(JSON.stringify({ since, received: positions.length, stored, mortalityAlerts: alerts }));
  return { stored, mortalityAlerts: alerts };
};
