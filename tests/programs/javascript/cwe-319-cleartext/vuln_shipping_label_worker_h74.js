// A shipping label worker program of the h74 set (cwe-319-cleartext).
import { Worker } from 'bullmq';
import { request } from 'undici';

const connection = {
  host: process.env.REDIS_HOST || 'redis.internal',
  port: Number(process.env.REDIS_PORT || 6379),
};

const CARRIER_LABEL_URL = 'http://api.sonorafreightlines.com/v2/labels';
const CARRIER_ACCOUNT = process.env.CARRIER_ACCOUNT || 'DSN-44817';

function packageSpec(items) {
  // Potted specimens ship upright in ventilated boxes; weight includes soil and pot.
  const weightKg = items.reduce((sum, i) => sum + i.potWeightKg * i.quantity, 0);
  const tallest = Math.max(...items.map((i) => i.heightCm));
  return {
    weightKg: Math.round((weightKg + 0.8) * 10) / 10,
    dimensionsCm: { l: 40, w: 30, h: Math.max(25, tallest + 10) },
    handling: ['THIS_SIDE_UP', 'LIVE_PLANTS'],
  };
}

async function bookLabel(order) {
  const payload = {
    account: CARRIER_ACCOUNT,
    reference: order.orderNumber,
    recipient: {
      name: order.customer.name,
      phone: order.customer.phone,
      email: order.customer.email,
      address: order.shippingAddress,
    },
    parcel: packageSpec(order.items),
    service: order.express ? 'NEXT_DAY' : 'GROUND',
  };

  const { statusCode, body } = await request(CARRIER_LABEL_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${CARRIER_ACCOUNT}:${process.env.CARRIER_API_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify(payload),
    headersTimeout: 10000,
    bodyTimeout: 20000,
  });

  const result = await body.json();
  if (statusCode >= 400) {
    throw new Error(`carrier rejected label for ${order.orderNumber}: ${result.message || statusCode}`);
  }
  return { trackingNumber: result.tracking_number, labelUrl: result.label_pdf_url };
}

const worker = new Worker(
  'paid-orders',
  async (job) => {
    await job.log(`booking label for ${job.data.orderNumber}`);
    const label = await bookLabel(job.data);
    await job.updateProgress(100);
    return label;
  },
  { connection, concurrency: 5, limiter: { max: 20, duration: 1000 } },
);

worker.on('completed', (job, label) => {
  console.log(`order ${job.data.orderNumber}: tracking ${label.trackingNumber}`);
});

worker.on('failed', (job, err) => {
  console.error(`order ${job?.data?.orderNumber}: ${err.message} (attempt ${job?.attemptsMade})`);
});

const shutdown = async () => {
  await worker.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
