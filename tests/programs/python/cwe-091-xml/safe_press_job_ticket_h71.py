# A press job ticket program of the h71 set (cwe-091-xml).
import os
import uuid
from datetime import date
from typing import Annotated
from xml.sax.saxutils import escape, quoteattr

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="Quoin & Chase order bridge")

SCHEDULER_URL = os.environ.get(
    "SCHEDULER_URL", "https://pressroom.quoinandchase.com/api/tickets"
)
PAPER_STOCKS = {"cotton-600", "cotton-300", "kraft-350", "duplex-700"}


class TicketError(ValueError):
    pass


class Order(BaseModel):
    customer: Annotated[str, Field(max_length=80)]
    title: Annotated[str, Field(max_length=120)]
    stock: str
    quantity: Annotated[int, Field(ge=25, le=5000)]
    ink_colours: list[str] = Field(default_factory=lambda: ["black"], max_length=4)
    due: date


def plain_text(value: str, field: str) -> str:
    if any(ch in value for ch in "<>&\"'"):
        raise TicketError(f"{field} contains markup characters")
    return value


def build_ticket(order: Order, ticket_id: str) -> str:
    if order.stock not in PAPER_STOCKS:
        raise TicketError(f"unknown stock {order.stock!r}")
    customer = plain_text(order.customer, "customer")
    inks = "".join(f"<ink>{escape(c)}</ink>" for c in order.ink_colours)
    return (
        f'<ticket id={quoteattr(ticket_id)} due="{order.due.isoformat()}">'
        f"<customer>{escape(customer)}</customer>"
        f"<title>{escape(order.title)}</title>"
        f'<stock code="{order.stock}" sheets="{order.quantity}"/>'
        f"<inks>{inks}</inks>"
        f"<approval>pending</approval>"
        f"</ticket>"
    )


@app.post("/orders", status_code=202)
async def submit_order(order: Order):
    ticket_id = uuid.uuid4().hex[:12]
    try:
        ticket = build_ticket(order, ticket_id)
    except TicketError as exc:
        raise HTTPException(status_code=422, detail=str(exc)) from exc

    async with httpx.AsyncClient(timeout=15) as client:
        resp = await client.post(
            SCHEDULER_URL,
            content=ticket.encode("utf-8"),
            headers={"Content-Type": "application/xml"},
        )
    if resp.status_code >= 400:
        raise HTTPException(status_code=502, detail="press-room scheduler rejected the ticket")
    return {"ticket": ticket_id, "status": "queued"}
