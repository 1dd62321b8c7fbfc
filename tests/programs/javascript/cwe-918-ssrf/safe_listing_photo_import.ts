// Express endpoint that imports listing photos from an agent-supplied URL into the media store
import express, { Request, Response } from 'express';
import axios from 'axios';
import { randomUUID } from 'crypto';

const PHOTO_HOSTS = new Set(['photos.mlsgrid.com', 'cdn.listhub.net']);
const MAX_BYTES = 15 * 1024 * 1024;

interface PhotoImport {
  listingId: string;
  sourceUrl: string;
}

class PhotoFetcher {
  async download(url: string): Promise<Buffer> {
    const response = await axios.get<ArrayBuffer>(url, {
      responseType: 'arraybuffer',
      maxContentLength: MAX_BYTES,
      maxRedirects: 0,
      timeout: 10000,
    });
    return Buffer.from(response.data);
  }
}

class MediaStore {
  private readonly blobs = new Map<string, { listingId: string; data: Buffer }>();

  put(listingId: string, data: Buffer): string {
    const id = randomUUID();
    this.blobs.set(id, { listingId, data });
    return id;
  }
}

class ListingPhotoService {
  constructor(private readonly fetcher: PhotoFetcher, private readonly store: MediaStore) {}

  isTrustedSource(raw: string): boolean {
    try {
      const url = new URL(raw);
      return url.protocol === 'https:' && url.port === '' && PHOTO_HOSTS.has(url.hostname);
    } catch {
      return false;
    }
  }

  async importPhoto(job: PhotoImport): Promise<string> {
    if (!this.isTrustedSource(job.sourceUrl)) {
      throw new Error('untrusted photo source');
    }
    const data = await this.fetcher.download(job.sourceUrl);
    return this.store.put(job.listingId, data);
  }
}

const photos = new ListingPhotoService(new PhotoFetcher(), new MediaStore());
const app = express();
app.use(express.json());

app.post('/listings/:listingId/photos', async (req: Request, res: Response) => {
  const job: PhotoImport = { listingId: req.params.listingId, sourceUrl: String(req.body.url ?? '') };
  try {
    res.status(201).json({ mediaId: await photos.importPhoto(job) });
  } catch {
    res.status(422).json({ error: 'photo import failed' });
  }
});

app.listen(Number(process.env.PORT || 3080));
