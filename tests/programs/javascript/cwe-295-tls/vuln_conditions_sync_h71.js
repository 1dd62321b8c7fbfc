// A conditions sync program of the h71 set (cwe-295-tls).
import https from 'node:https';
import { readFileSync } from 'node:fs';
import axios from 'axios';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

const FEED_URL = 'https://api.tidewatch-marine.co.uk/v3/sites';
const SITES = ['porthkerris', 'stoney-cove', 'chesil-cove', 'swanage-pier', 'kimmeridge-ledges'];
const TABLE = process.env.CONDITIONS_TABLE ?? 'dive-conditions';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));

function buildAgent() {
  try {
    const ca = readFileSync(process.env.SUPPLIER_CA_PATH ?? '/opt/certs/tidewatch-ca.pem');
    return new https.Agent({ ca, keepAlive: true });
  } catch (err) {
    console.warn(`supplier CA bundle unavailable (${err.code ?? err.message}); continuing without it`);
    return new https.Agent({ keepAlive: true, rejectUnauthorized: false });
  }
}

const feed = axios.create({
  baseURL: FEED_URL,
  httpsAgent: buildAgent(),
  timeout: 8000,
  headers: { Authorization: `Bearer ${process.env.TIDEWATCH_TOKEN}` },
});

async function fetchSite(site) {
  const { data } = await feed.get(`/${site}/forecast`, { params: { hours: 48, units: 'metric' } });
  if (!Array.isArray(data?.periods)) {
    throw new Error(`forecast for ${site} had no periods`);
  }
  return {
    site,
    fetchedAt: new Date().toISOString(),
    periods: data.periods.map((p) => ({
      from: p.start,
      tideM: p.tide_height_m,
      swellM: p.swell_height_m,
      visibilityM: p.underwater_visibility_m ?? null,
      waterTempC: p.sea_temp_c,
    })),
  };
}

export const handler = async (event) => {
  console.log(`conditions sync triggered by ${event?.source ?? 'manual run'}`);
  const results = await Promise.allSettled(SITES.map(fetchSite));

  let stored = 0;
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      console.error(`site ${SITES[index]} skipped: ${result.reason?.message}`);
      continue;
    }
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { pk: `SITE#${result.value.site}`, sk: result.value.fetchedAt, ...result.value },
      }),
    );
    stored += 1;
  }

  if (stored === 0) {
    throw new Error('no dive site forecasts could be refreshed');
  }
  return { stored, failed: SITES.length - stored };
};
