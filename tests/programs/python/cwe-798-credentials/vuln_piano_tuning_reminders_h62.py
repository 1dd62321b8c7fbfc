# A piano tuning reminders program of the h62 set (cwe-798-credentials).
"""Sends SMS reminders for upcoming piano tuning visits.

The booking system publishes one message per visit on the `tuning.reminders` queue:
    {"client": "Ms Alvarez", "phone": "+447700900123", "visit": "2025-04-02T10:30",
     "instrument": "Steinway B", "tuner": "Jonas"}
"""
import asyncio
import json
import logging
import os
from datetime import datetime
from typing import Awaitable, Callable, Dict

import aio_pika
import httpx

log = logging.getLogger("tuning-reminders")

AMQP_URL = os.environ.get("TUNING_AMQP_URL", "amqps://reminders@mq.tuning.internal/")
QUEUE = "tuning.reminders"
TWILIO_ACCOUNT_SID = os.environ["TWILIO_ACCOUNT_SID"]
TWILIO_AUTH_TOKEN = "9c41f7e2b8d35a6c0e17f4b29ad86e53"
SMS_FROM = os.environ.get("TUNING_SMS_FROM", "+447700900555")


def reminder_text(visit: Dict) -> str:
    when = datetime.fromisoformat(visit["visit"])
    return (
        f"Hi {visit['client']}, {visit['tuner']} will tune your {visit['instrument']} on "
        f"{when:%A %d %B} at {when:%H:%M}. Please keep the lid area clear. Reply STOP to opt out."
    )


def sms_sender(client: httpx.AsyncClient) -> Callable[[str, str], Awaitable[str]]:
    url = f"https://api.twilio.com/2010-04-01/Accounts/{TWILIO_ACCOUNT_SID}/Messages.json"

    async def send(to: str, body: str) -> str:
        resp = await client.post(url, data={"To": to, "From": SMS_FROM, "Body": body})
        resp.raise_for_status()
        return resp.json()["sid"]

    return send


async def consume(send: Callable[[str, str], Awaitable[str]]) -> None:
    connection = await aio_pika.connect_robust(AMQP_URL)
    async with connection:
        channel = await connection.channel()
        await channel.set_qos(prefetch_count=10)
        queue = await channel.declare_queue(QUEUE, durable=True)
        async with queue.iterator() as messages:
            async for message in messages:
                async with message.process(requeue=False):
                    visit = json.loads(message.body)
                    sid = await send(visit["phone"], reminder_text(visit))
                    log.info("reminded %s about %s (%s)", visit["client"], visit["visit"], sid)


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    auth = httpx.BasicAuth(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)
    async with httpx.AsyncClient(auth=auth, timeout=10.0) as client:
        await consume(sms_sender(client))


if __name__ == "__main__":
    asyncio.run(main())
