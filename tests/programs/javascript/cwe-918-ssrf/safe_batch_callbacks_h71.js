// A batch callbacks program of the h71 set (cwe-918-ssrf).
import cron from 'node-cron';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });

const internal = new net.BlockList();
internal.addSubnet('0.0.0.0', 8);
internal.addSubnet('10.0.0.0', 8);
internal.addSubnet('100.64.0.0', 10);
internal.addSubnet('127.0.0.0', 8);
internal.addSubnet('169.254.0.0', 16);
internal.addSubnet('172.16.0.0', 12);
internal.addSubnet('192.168.0.0', 16);
internal.addAddress('::1', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6');
internal.addSubnet('fe80::', 10, 'ipv6');

async function resolvesInternally(hostname) {
  const addresses = await lookup(hostname, { all: true });
  return addresses.some(({ address, family }) => internal.check(address, family === 6 ? 'ipv6' : 'ipv4'));
}

async function notifyReadyBatches() {
  // callback URLs are entered by each restaurant on its account settings page
  const { rows } = await pool.query(
    `SELECT b.id, b.roll_count, b.ready_at, a.id AS account_id, a.callback_url
       FROM batches b JOIN accounts a ON a.id = b.account_id
      WHERE b.status = 'ready' AND b.notified_at IS NULL AND a.callback_url IS NOT NULL
      LIMIT 100`,
  );

  batches: for (const batch of rows) {
    let target;
    try {
      target = new URL(batch.callback_url);
    } catch {
      console.warn(`account ${batch.account_id}: callback URL unreadable`);
      continue batches;
    }

    switch (target.protocol) {
      case 'http:':
        console.warn(`account ${batch.account_id}: callback is not using TLS`);
      // falls through
      case 'https:':
        break;
      default:
        continue batches;
    }

    try {
      if (await resolvesInternally(target.hostname)) {
        console.warn(`account ${batch.account_id}: callback ${target.hostname} resolves to a private address`);
        continue batches;
      }
    } catch (err) {
      console.warn(`account ${batch.account_id}: cannot resolve ${target.hostname} (${err.code})`);
      continue batches;
    }

    try {
      const res = await fetch(target, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', 'user-agent': 'EdgeWorks-Sharpening/2.3' },
        body: JSON.stringify({ batch: batch.id, rolls: batch.roll_count, readyAt: batch.ready_at }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`callback answered ${res.status}`);
      await pool.query('UPDATE batches SET notified_at = now() WHERE id = $1', [batch.id]);
    } catch (err) {
      console.error(`batch ${batch.id}: notification failed, will retry`, err.message);
    }
  }
}

let busy = false;
cron.schedule('*/10 * * * *', async () => {
  if (busy) return;
  busy = true;
  try {
    await notifyReadyBatches();
  } catch (err) {
    console.error('ready-batch notifier failed', err);
  } finally {
    busy = false;
  }
});
