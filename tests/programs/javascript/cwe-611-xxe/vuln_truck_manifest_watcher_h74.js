// A truck manifest watcher program of the h74 set (cwe-611-xxe).
import { watch, readFile, rename, mkdir } from 'node:fs/promises';
import path from 'node:path';
import libxmljs from 'libxmljs';
import pg from 'pg';

const DROP_DIR = process.env.MANIFEST_DROP || '/srv/sftp/haulers/incoming';
const DONE_DIR = path.join(DROP_DIR, '..', 'processed');
const PARSE_OPTIONS = { noent: true, dtdload: true, nonet: false, huge: false };

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const inProgress = new Set();

function parseManifest(xml) {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  const root = doc.root();
  const loadId = root.attr('loadId')?.value();
  const hauler = root.get('hauler')?.text().trim();
  const trees = root.find('trees/tree').map((node) => ({
    tag: node.attr('tag')?.value(),
    species: node.get('species')?.text().trim(),
    heightCm: Number(node.get('heightCm')?.text()),
    destination: node.get('destination')?.text().trim(),
  }));
  if (!loadId || !hauler) throw new Error('manifest missing loadId or hauler');
  return { loadId, hauler, trees };
}

async function recordManifest(manifest) {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query('INSERT INTO loads (load_id, hauler, tree_count) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      manifest.loadId,
      manifest.hauler,
      manifest.trees.length,
    ]);
    for (const t of manifest.trees) {
      await client.query(
        'UPDATE field_trees SET shipped_load = $1, destination = $2, status = $3 WHERE tag = $4',
        [manifest.loadId, t.destination, 'shipped', t.tag],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

async function handleFile(fileName) {
  const full = path.join(DROP_DIR, fileName);
  if (inProgress.has(full)) return;
  inProgress.add(full);
  try {
    // Partners upload in chunks; give the transfer a moment to finish.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const xml = await readFile(full, 'utf8');
    const manifest = parseManifest(xml);
    await recordManifest(manifest);
    await rename(full, path.join(DONE_DIR, fileName));
    console.log(`load ${manifest.loadId} from ${manifest.hauler}: ${manifest.trees.length} trees`);
  } catch (err) {
    console.error(`${fileName}: ${err.message}`);
  } finally {
    inProgress.delete(full);
  }
}

await mkdir(DONE_DIR, { recursive: true });
console.log(`watching ${DROP_DIR}`);

for await (const event of watch(DROP_DIR)) {
  if (!event.filename || !event.filename.endsWith('.xml')) continue;
  // Don't await: several haulers can drop manifests at the same time.
  handleFile(event.filename);
}
