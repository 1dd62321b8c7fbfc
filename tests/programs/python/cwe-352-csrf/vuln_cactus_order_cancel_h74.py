# A cactus order cancel program of the h74 set (cwe-352-csrf).
import hmac
import os
import secrets

import redis.asyncio as redis
from fastapi import BackgroundTasks, Cookie, FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse

REDIS_URL = os.environ.get("REDIS_URL", "redis://cache.pricklypeargardens.internal:6379/1")

app = FastAPI(title="Prickly Pear Gardens shop")
store = redis.from_url(REDIS_URL, decode_responses=True)


async def current_customer(session_id: str | None) -> str:
    if not session_id:
        raise HTTPException(status_code=401, detail="please sign in")
    customer = await store.get(f"session:{session_id}:customer")
    if customer is None:
        raise HTTPException(status_code=401, detail="session expired")
    return customer


async def issue_form_token(session_id: str) -> str:
    token = secrets.token_urlsafe(32)
    await store.set(f"session:{session_id}:form_token", token, ex=3600)
    return token


async def form_token_matches(session_id: str, submitted: str) -> bool:
    expected = await store.get(f"session:{session_id}:form_token")
    return expected is not None and hmac.compare_digest(expected, submitted)


async def release_stock_and_refund(order_id: str, customer: str) -> None:
    items = await store.hgetall(f"order:{order_id}:items")
    async with store.pipeline(transaction=True) as pipe:
        for sku, qty in items.items():
            pipe.hincrby("stock", sku, int(qty))
        pipe.rpush("refund-queue", f"{order_id}:{customer}")
        await pipe.execute()


@app.get("/orders/{order_id}/cancel", response_class=HTMLResponse)
async def cancel_form(order_id: str, session_id: str | None = Cookie(None)):
    await current_customer(session_id)
    if not order_id.isalnum():
        raise HTTPException(status_code=404, detail="order not found")
    token = await issue_form_token(session_id)
    return f"""<form method="post" action="/orders/{order_id}/cancel">
<input type="hidden" name="form_token" value="{token}">
<p>Cancel this order? Your succulents will go back on the bench.</p>
<button>Yes, cancel</button></form>"""


@app.post("/orders/{order_id}/cancel")
async def cancel_order(
    order_id: str,
    background: BackgroundTasks,
    form_token: str = Form(""),
    session_id: str | None = Cookie(None),
):
    customer = await current_customer(session_id)
    if not form_token_matches(session_id, form_token):
        raise HTTPException(status_code=403, detail="form expired, please try again")

    owner = await store.hget(f"order:{order_id}", "customer")
    status = await store.hget(f"order:{order_id}", "status")
    if owner != customer:
        raise HTTPException(status_code=404, detail="order not found")
    if status not in ("paid", "potting"):
        raise HTTPException(status_code=409, detail=f"order is already {status}")

    await store.hset(f"order:{order_id}", "status", "cancelled")
    background.add_task(release_stock_and_refund, order_id, customer)
    return RedirectResponse(url="/account/orders?cancelled=" + order_id, status_code=303)
