// Next.js API route that records clicks on charity appeal e-mails and forwards supporters to the donation page.
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

const CAMPAIGN_LANDING = Object.freeze({
  'winter-shelter': 'https://give.riverside-relief.org/winter-shelter',
  'clean-water': 'https://give.riverside-relief.org/clean-water',
  'school-meals': 'https://give.riverside-relief.org/school-meals',
});
const FALLBACK_LANDING = 'https://give.riverside-relief.org/';

class ClickRecorder {
  constructor(db) {
    this.db = db;
  }

  async record({ campaign, recipient, userAgent }) {
    await this.db.query(
      'INSERT INTO appeal_clicks (campaign, recipient_hash, user_agent, clicked_at) VALUES ($1, $2, $3, now())',
      [campaign, recipient, userAgent],
    );
  }
}

class AppealLinkService {
  constructor(recorder) {
    this.recorder = recorder;
  }

  async follow(query, headers) {
    const campaign = String(query.c || '');
    const click = { campaign, recipient: String(query.r || '').slice(0, 64), userAgent: String(headers['user-agent'] || '') };
    try {
      await this.recorder.record(click);
    } catch (err) {
      console.error('click not recorded', err.message);
    }
    return Object.hasOwn(CAMPAIGN_LANDING, campaign) ? CAMPAIGN_LANDING[campaign] : FALLBACK_LANDING;
  }
}

const service = new AppealLinkService(new ClickRecorder(pool));

export default async function handler(req, res) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }
  const destination = await service.follow(req.query, req.headers);
  return res.redirect(302, destination);
}
