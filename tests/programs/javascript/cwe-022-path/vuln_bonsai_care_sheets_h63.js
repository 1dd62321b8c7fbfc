// A bonsai care sheets program of the h63 set (cwe-022-path).
// Bun HTTP entry for the bonsai club site: serves Markdown care sheets,
// one per species, from the care-sheets folder.  GET /care/<species>
import path from 'node:path';
import { readFile } from 'node:fs/promises';

const SHEETS_DIR = path.resolve(process.env.CARE_SHEETS_DIR || './care-sheets');

class CareSheetRequest {
  constructor(rawSegment) {
    this.rawSegment = rawSegment;
  }

  get species() {
    return decodeURIComponent(this.rawSegment);
  }
}

class SpeciesSegmentPolicy {
  check(request) {
    const segment = request.rawSegment;
    if (!segment || segment.length > 60) {
      return { allowed: false, reason: 'species missing or too long' };
    }
    if (segment.includes('../') || segment.startsWith('/')) {
      return { allowed: false, reason: 'species must be a single name' };
    }
    return { allowed: true };
  }
}

class CareSheetLibrary {
  constructor(baseDir) {
    this.baseDir = baseDir;
  }

  async load(species) {
    const file = path.join(this.baseDir, `${species}.md`);
    return readFile(file, 'utf8');
  }
}

class CareSheetHandler {
  constructor(library, policy) {
    this.library = library;
    this.policy = policy;
  }

  async handle(request) {
    const url = new URL(request.url);
    const match = /^\/care\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      return new Response('Not found', { status: 404 });
    }
    const sheetRequest = new CareSheetRequest(match[1]);
    const verdict = this.policy.check(sheetRequest);
    if (!verdict.allowed) {
      return Response.json({ error: verdict.reason }, { status: 400 });
    }
    try {
      const markdown = await this.library.load(sheetRequest.species);
      return new Response(markdown, {
        headers: { 'content-type': 'text/markdown; charset=utf-8' },
      });
    } catch {
      return new Response('No care sheet for that species', { status: 404 });
    }
  }
}

const handler = new CareSheetHandler(new CareSheetLibrary(SHEETS_DIR), new SpeciesSegmentPolicy());

export default {
  port: Number(process.env.PORT || 3000),
  fetch(request) {
    return handler.handle(request);
  },
};
