// A perfume sample request program of the h63 set (cwe-601-redirect).
// src/routes/samples/+page.server.js - perfumery sample request form (SvelteKit).
// Partner boutiques link here with ?next=https://boutique.maison-ambrette.com/thanks
// so the customer lands back on the boutique page after asking for samples.
import { fail, redirect } from '@sveltejs/kit';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

const FRAGRANCES = new Set(['oud-nocturne', 'iris-poudre', 'neroli-soleil', 'vetiver-fume']);
const BRAND_DOMAIN = 'maison-ambrette.com';

class SampleRequest {
  constructor(form) {
    this.name = String(form.get('name') || '').trim();
    this.email = String(form.get('email') || '').trim();
    this.fragrances = form.getAll('fragrance').map(String);
  }

  problems() {
    const problems = {};
    if (this.name.length < 2 || this.name.length > 80) problems.name = 'Please tell us your name';
    if (this.email.length > 254 || !/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(this.email)) problems.email = 'Please enter a valid email';
    if (this.fragrances.length === 0 || this.fragrances.length > 3) problems.fragrance = 'Pick one to three samples';
    if (this.fragrances.some((f) => !FRAGRANCES.has(f))) problems.fragrance = 'Unknown fragrance';
    return problems;
  }
}

class ContinuationPolicy {
  destination(next) {
    if (!next) return '/samples/thank-you';
    let url;
    try {
      url = new URL(next);
    } catch {
      return '/samples/thank-you';
    }
    const onBrandSite = url.hostname === BRAND_DOMAIN || url.hostname.endsWith(`.${BRAND_DOMAIN}`);
    if (url.protocol === 'https:' && onBrandSite) {
      return url.href;
    }
    return '/samples/thank-you';
  }
}

class SampleRequestRepository {
  async save(request) {
    await pool.query(
      'INSERT INTO sample_requests (name, email, fragrances, requested_at) VALUES ($1, $2, $3, now())',
      [request.name, request.email, request.fragrances],
    );
  }
}

const repository = new SampleRequestRepository();
const continuation = new ContinuationPolicy();

export function load() {
  return { fragrances: [...FRAGRANCES] };
}

export const actions = {
  default: async ({ request, url }) => {
    const sample = new SampleRequest(await request.formData());
    const problems = sample.problems();
    if (Object.keys(problems).length > 0) {
      return fail(400, { problems, name: sample.name, email: sample.email });
    }
    await repository.save(sample);
    redirect(303, continuation.destination(url.searchParams.get('next')));
  },
};
