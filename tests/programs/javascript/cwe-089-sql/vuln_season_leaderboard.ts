// Fastify route serving the ranked leaderboard for a game season using drizzle-orm
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';

const db = drizzle(new Pool({ connectionString: process.env.GAME_DB_URL }));
const app = Fastify({ logger: true });

interface BoardQuery {
  season: string;
  region?: string;
  dir?: string;
}

function direction(dir: string | undefined) {
  return dir === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
}

function regionFilter(region: string | undefined) {
  if (!region) return sql``;
  return sql.raw(` AND p.region = '${region}'`);
}

app.get<{ Querystring: BoardQuery }>('/leaderboard', async (request, reply) => {
  const { season, region, dir } = request.query;
  if (!season) {
    return reply.code(400).send({ error: 'season required' });
  }

  const rows = await db.execute(sql`
    SELECT p.handle, s.rating, s.wins, s.losses
      FROM season_stats s
      JOIN players p ON p.id = s.player_id
     WHERE s.season = ${season}${regionFilter(region)}
     ORDER BY s.rating ${direction(dir)}
     LIMIT 100`);

  return { season, region: region ?? 'global', entries: rows.rows };
});

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
