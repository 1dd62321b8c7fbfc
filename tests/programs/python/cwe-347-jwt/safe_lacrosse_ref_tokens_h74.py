# A lacrosse ref tokens program of the h74 set (cwe-347-jwt).
import asyncio
import json
import logging
import os

import aio_pika
import asyncpg
import jwt

log = logging.getLogger("laxleague.scores")

AMQP_URL = os.environ.get("AMQP_URL", "amqp://scores:scores@mq.metrolax-league.org/")
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://standings@db.metrolax-league.org/league")
REF_APP_PUBLIC_KEY = open(os.environ.get("REF_APP_PUBKEY", "/etc/metrolax/ref-app.pub")).read()
QUEUE = "final-scores"


async def verify_report_token(token: str) -> dict:
    return await asyncio.to_thread(
        jwt.decode, token, REF_APP_PUBLIC_KEY, algorithms=["RS256"], audience="standings",
        options={"require": ["exp", "sub", "game_id"]},
    )


async def peek_claims(token: str) -> dict:
    # header/claims only, used for logging and routing
    return jwt.decode(token, options={"verify_signature": False})


async def record_score(pool: asyncpg.Pool, claims: dict, report: dict) -> None:
    async with pool.acquire() as conn, conn.transaction():
        await conn.execute(
            "UPDATE games SET home_score = $1, away_score = $2, status = 'final', "
            "certified_by = $3, certified_at = now() WHERE id = $4 AND status <> 'final'",
            int(report["home_score"]), int(report["away_score"]), claims["sub"], int(claims["game_id"]),
        )
        await conn.execute("SELECT refresh_standings($1)", int(claims["game_id"]))


async def handle(pool: asyncpg.Pool, message: aio_pika.abc.AbstractIncomingMessage) -> None:
    async with message.process(requeue=False):
        report = json.loads(message.body)
        token = report.get("token", "")
        verified, claims = await asyncio.gather(
            verify_report_token(token), peek_claims(token), return_exceptions=True
        )
        if isinstance(claims, Exception):
            log.error("unreadable score report: %s", claims)
            return
        if isinstance(verified, Exception):
            log.warning("signature check failed for game %s: %s", claims.get("game_id"), verified)
            return
        await record_score(pool, verified, report)
        log.info("game %s final %s-%s (ref %s)", verified["game_id"],
                 report["home_score"], report["away_score"], verified["sub"])


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    pool = await asyncpg.create_pool(DATABASE_URL, max_size=4)
    connection = await aio_pika.connect_robust(AMQP_URL)
    async with connection:
        channel = await connection.channel()
        await channel.set_qos(prefetch_count=10)
        queue = await channel.declare_queue(QUEUE, durable=True)
        in_flight: set[asyncio.Task] = set()
        async with queue.iterator() as messages:
            async for message in messages:
                task = asyncio.create_task(handle(pool, message))
                in_flight.add(task)
                task.add_done_callback(in_flight.discard)


if __name__ == "__main__":
    asyncio.run(main())
