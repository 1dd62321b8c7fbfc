// Unseen set h59: station sensor lookup
'use strict';

// Weather-station network: the station registry is kept as a single XML
// document (exported nightly from the asset system to S3). Field apps query a
// station's sensor calibration through API Gateway:
//   GET /stations/{stationId}/sensors?kind=anemometer

const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
const { DOMParser } = require('@xmldom/xmldom');
const xpath = require('xpath');

const REGISTRY_BUCKET = process.env.REGISTRY_BUCKET;
const REGISTRY_KEY = 'registry/stations.xml';

class RegistrySource {
  constructor(s3) {
    this.s3 = s3;
    this.cached = null;
  }

  async document() {
    if (!this.cached) {
      const obj = await this.s3.send(new GetObjectCommand({ Bucket: REGISTRY_BUCKET, Key: REGISTRY_KEY }));
      const xml = await obj.Body.transformToString('utf-8');
      this.cached = new DOMParser().parseFromString(xml, 'text/xml');
    }
    return this.cached;
  }
}

class SensorRegistry {
  constructor(source) {
    this.source = source;
  }

  async sensorsFor(stationId, kind) {
    const doc = await this.source.document();
    const expr = xpath.parse("/registry/station[@id=$stationId and @public='true']/sensor[@kind=$kind]");
    const nodes = expr.select({ node: doc, variables: { stationId: String(stationId), kind: String(kind) } });
    return nodes.map((n) => ({
      serial: n.getAttribute('serial'),
      kind: n.getAttribute('kind'),
      model: xpath.select1('string(model)', n),
      calibratedOn: xpath.select1('string(calibration/@date)', n),
      offset: Number(xpath.select1('string(calibration/offset)', n) || 0),
    }));
  }
}

class CalibrationService {
  constructor(registry) {
    this.registry = registry;
  }

  async lookup(stationId, kind) {
    const sensors = await this.registry.sensorsFor(stationId, kind);
    const staleBefore = Date.now() - 365 * 86400000;
    return sensors.map((s) => ({ ...s, due: !s.calibratedOn || Date.parse(s.calibratedOn) < staleBefore }));
  }
}

const service = new CalibrationService(new SensorRegistry(new RegistrySource(new S3Client({}))));

exports.handler = async (event) => {
  const stationId = (event.pathParameters || {}).stationId || '';
  const kind = (event.queryStringParameters || {}).kind || 'thermometer';
  const sensors = await service.lookup(stationId, kind);
  if (sensors.length === 0) {
    return { statusCode: 404, body: JSON.stringify({ error: 'no such station or sensor' }) };
  }
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ stationId, kind, sensors }),
  };
};
