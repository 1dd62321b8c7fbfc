# A tide alerts program of the h60 set (cwe-798-credentials).
"""Marina berth-holder alerts: before a big spring tide or a storm surge
warning the harbour master sends an SMS to every owner with a boat on
the affected pontoons. Messages go out through Twilio's REST API with a
bounded number of concurrent requests."""
import asyncio
import os
from dataclasses import dataclass

import httpx

TWILIO_ACCOUNT_SID = os.environ["TWILIO_ACCOUNT_SID"]
TWILIO_AUTH_TOKEN = os.environ["TWILIO_AUTH_TOKEN"]
SENDER = os.environ.get("MARINA_SMS_SENDER", "HarbourOff")
CONCURRENCY = 5


@dataclass(frozen=True)
class BerthHolder:
    name: str
    phone: str
    pontoon: str
    boat: str


def compose(holder: BerthHolder, warning: str) -> str:
    return (
        f"Harbour office: {warning} Please check lines and fenders on "
        f"{holder.boat} (pontoon {holder.pontoon})."
    )


def affected(holders: list[BerthHolder], pontoons: set[str]) -> list[BerthHolder]:
    return [h for h in holders if h.pontoon in pontoons and h.phone.startswith("+")]


async def send_one(client: httpx.AsyncClient, gate: asyncio.Semaphore,
                   holder: BerthHolder, warning: str) -> tuple[str, int]:
    url = f"https://api.twilio.com/2010-04-01/Accounts/{TWILIO_ACCOUNT_SID}/Messages.json"
    async with gate:
        resp = await client.post(
            url, data={"To": holder.phone, "From": SENDER, "Body": compose(holder, warning)}
        )
    return holder.phone, resp.status_code


async def broadcast(holders: list[BerthHolder], pontoons: set[str], warning: str) -> dict:
    gate = asyncio.Semaphore(CONCURRENCY)
    auth = httpx.BasicAuth(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)
    async with httpx.AsyncClient(auth=auth, timeout=15.0) as client:
        results = await asyncio.gather(
            *(send_one(client, gate, h, warning) for h in affected(holders, pontoons)),
            return_exceptions=True,
        )
    sent = [r for r in results if isinstance(r, tuple) and r[1] == 201]
    return {"sent": len(sent), "failed": len(results) - len(sent)}


if __name__ == "__main__":
    roster = [
        BerthHolder("R. Okafor", "+447700900123", "C", "Sea Wren"),
        BerthHolder("L. Brandt", "+447700900456", "D", "Halcyon"),
        BerthHolder("J. Moreau", "+447700900789", "A", "Petit Mousse"),
    ]
    summary = asyncio.run(
        broadcast(roster, {"C", "D"}, "Spring tide 6.1m expected 05:40 tomorrow.")
    )
    print(summary)
