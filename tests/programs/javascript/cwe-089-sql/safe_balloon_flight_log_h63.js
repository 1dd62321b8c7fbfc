// A balloon flight log program of the h63 set (cwe-089-sql).
// API Gateway (REST) handler for the balloon operator's flight log.
// GET /flights?launchSite=...&pilot=...&limit=...
const knex = require('knex');

const db = knex({
  client: 'pg',
  connection: process.env.DATABASE_URL,
  pool: { min: 0, max: 3 },
});

class FlightSearchCriteria {
  constructor(launchSite, pilot, limit) {
    if (launchSite && launchSite.length > 80) {
      throw new RangeError('launchSite too long');
    }
    this.launchSite = launchSite || null;
    this.pilot = pilot || null;
    this.limit = Math.min(Math.max(Number.parseInt(limit, 10) || 25, 1), 100);
  }

  static fromEvent(event) {
    const qs = event.queryStringParameters || {};
    return new FlightSearchCriteria(qs.launchSite, qs.pilot, qs.limit);
  }
}

class FlightRepository {
  constructor(connection) {
    this.db = connection;
  }

  async search(criteria) {
    let query = this.db('flights')
      .select('id', 'envelope_reg', 'pilot', 'launch_site', 'launched_at', 'landed_at');
    if (criteria.launchSite) {
      // launch sites are stored with inconsistent casing by the ground crew app
      query = query.whereRaw('lower(launch_site) = lower(?)', [criteria.launchSite]);
    }
    if (criteria.pilot) {
      query = query.where('pilot', criteria.pilot);
    }
    return query.orderBy('launched_at', 'desc').limit(criteria.limit);
  }
}

class FlightLogService {
  constructor(repository) {
    this.repository = repository;
  }

  async list(criteria) {
    const rows = await this.repository.search(criteria);
    return rows.map((row) => ({
      id: row.id,
      envelope: row.envelope_reg,
      pilot: row.pilot,
      site: row.launch_site,
      minutesAloft: row.landed_at
        ? Math.round((new Date(row.landed_at) - new Date(row.launched_at)) / 60000)
        : null,
    }));
  }
}

const service = new FlightLogService(new FlightRepository(db));

function respond(statusCode, body) {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

exports.handler = async (event) => {
  let criteria;
  try {
    criteria = FlightSearchCriteria.fromEvent(event);
  } catch (err) {
    return respond(400, { error: err.message });
  }
  const flights = await service.list(criteria);
  return respond(200, { flights });
};
