// A courier manifest client program of the h61 set (cwe-295-tls).
'use strict';

const fs = require('fs');
const https = require('https');
const axios = require('axios');
const { Consumer } = require('sqs-consumer');
const { SQSClient } = require('@aws-sdk/client-sqs');

// End-of-day manifests are handed to the line-haul carrier through its partner API,
// which is served with a certificate from the carrier's own CA.
class CarrierApiClient {
  constructor(baseURL, apiKey) {
    this.http = axios.create({
      baseURL,
      timeout: 10000,
      headers: { Authorization: `Bearer ${apiKey}` },
      httpsAgent: new https.Agent({ keepAlive: true, rejectUnauthorized: false }),
    });
  }

  async submitManifest(manifest) {
    const { data } = await this.http.post('/v1/manifests', manifest);
    return data.manifestId;
  }
}

class ManifestBuilder {
  constructor(depotCode) {
    this.depotCode = depotCode;
    this.parcels = [];
  }

  addParcel(parcel) {
    this.parcels.push({
      barcode: parcel.barcode,
      weightGrams: Math.round(parcel.weightKg * 1000),
      postcode: parcel.postcode,
    });
    return this;
  }

  build(collectionDate) {
    return { depot: this.depotCode, collectionDate, parcelCount: this.parcels.length, parcels: this.parcels };
  }
}

class ManifestDispatchService {
  constructor(carrier) {
    this.carrier = carrier;
  }

  async dispatch(batch) {
    const builder = new ManifestBuilder(batch.depot);
    batch.parcels.filter((p) => p.status === 'sorted').forEach((p) => builder.addParcel(p));
    const manifest = builder.build(batch.collectionDate);
    if (manifest.parcelCount === 0) {
      return null;
    }
    return this.carrier.submitManifest(manifest);
  }
}

const service = new ManifestDispatchService(
  new CarrierApiClient(process.env.CARRIER_API_URL, process.env.CARRIER_API_KEY),
);

const consumer = Consumer.create({
  queueUrl: process.env.MANIFEST_QUEUE_URL,
  sqs: new SQSClient({}),
  handleMessage: async (message) => {
    const batch = JSON.parse(message.Body);
    const manifestId = await service.dispatch(batch);
    console.log(`depot ${batch.depot}: manifest ${manifestId || 'skipped (no parcels)'}`);
  },
});

consumer.on('processing_error', (err) => console.error('manifest dispatch failed:', err.message));
consumer.start();
