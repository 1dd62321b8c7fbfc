// A lantern webcam proxy program of the h63 set (cwe-918-ssrf).
// Cloudflare Worker for the lighthouse heritage trust: proxies lantern-room
// webcam stills so the public site can show them without mixed content.
// GET /snapshot?src=https://cams.lighthouse-trust.org/ardnamurchan/latest.jpg
const CAMERA_HOSTS = new Set(['cams.lighthouse-trust.org', 'stills.northernlights.org.uk']);

class SnapshotRequest {
  constructor(url) {
    this.source = url.searchParams.get('src') || '';
    this.width = Number.parseInt(url.searchParams.get('w') || '800', 10);
  }
}

class CameraUrlPolicy {
  constructor(hosts) {
    this.hosts = hosts;
  }

  permits(source) {
    let parsed;
    try {
      parsed = new URL(source);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return false;
    return this.hosts.has(parsed.hostname);
  }
}

class SnapshotGateway {
  async fetchStill(source) {
    const upstream = await fetch(source, {
      headers: { accept: 'image/jpeg,image/webp' },
      cf: { cacheTtl: 60, cacheEverything: true },
    });
    if (!upstream.ok) {
      throw new Error(`camera answered ${upstream.status}`);
    }
    return upstream;
  }
}

class SnapshotController {
  constructor(policy, gateway) {
    this.policy = policy;
    this.gateway = gateway;
  }

  async handle(request) {
    const url = new URL(request.url);
    if (url.pathname !== '/snapshot') return new Response('Not found', { status: 404 });
    const snapshot = new SnapshotRequest(url);
    if (!this.policy.permits(snapshot.source)) {
      return new Response('camera not registered', { status: 403 });
    }
    try {
      const upstream = await this.gateway.fetchStill(snapshot.source);
      return new Response(upstream.body, {
        headers: {
          'content-type': upstream.headers.get('content-type') || 'image/jpeg',
          'cache-control': 'public, max-age=60',
        },
      });
    } catch (err) {
      return new Response('camera offline', { status: 502 });
    }
  }
}

const controller = new SnapshotController(new CameraUrlPolicy(CAMERA_HOSTS), new SnapshotGateway());

export default {
  async fetch(request) {
    return controller.handle(request);
  },
};
