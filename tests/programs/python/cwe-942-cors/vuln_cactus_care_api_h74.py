# A cactus care api program of the h74 set (cwe-942-cors).
import asyncio
import os
from datetime import date, timedelta

import asyncpg
from fastapi import Cookie, Depends, FastAPI, HTTPException
from fastapi.middleware.cors import CORSMiddleware

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://care@db.pricklypeargardens.internal/shop")

app = FastAPI(title="Prickly Pear Gardens care API")
app.add_middleware(
    CORSMiddleware,
    allow_origins=["*"],
    allow_credentials=True,
    allow_methods=["GET", "POST"],
    allow_headers=["Content-Type"],
)


@app.on_event("startup")
async def startup() -> None:
    app.state.db = await asyncpg.create_pool(DATABASE_URL, min_size=1, max_size=10)


@app.on_event("shutdown")
async def shutdown() -> None:
    await app.state.db.close()


async def customer_id(care_session: str | None = Cookie(None)) -> int:
    if not care_session:
        raise HTTPException(status_code=401, detail="not signed in")
    async with app.state.db.acquire() as conn:
        cid = await conn.fetchval(
            "SELECT customer_id FROM sessions WHERE token = $1 AND expires_at > now()", care_session
        )
    if cid is None:
        raise HTTPException(status_code=401, detail="session expired")
    return cid


async def _plants(cid: int) -> list[dict]:
    async with app.state.db.acquire() as conn:
        rows = await conn.fetch(
            "SELECT p.nickname, s.common_name, p.last_watered, s.water_every_days "
            "FROM customer_plants p JOIN species s ON s.id = p.species_id WHERE p.customer_id = $1", cid
        )
    out = []
    for r in rows:
        due = r["last_watered"] + timedelta(days=r["water_every_days"])
        out.append({"nickname": r["nickname"], "species": r["common_name"],
                    "next_watering": due.isoformat(), "overdue": due < date.today()})
    return out


async def _profile(cid: int) -> dict:
    async with app.state.db.acquire() as conn:
        row = await conn.fetchrow(
            "SELECT full_name, email, phone, shipping_address, loyalty_points FROM customers WHERE id = $1", cid
        )
    return dict(row) if row else {}


@app.get("/care/dashboard")
async def dashboard(cid: int = Depends(customer_id)):
    plants, profile = await asyncio.gather(_plants(cid), _profile(cid))
    return {"profile": profile, "plants": plants,
            "overdue": sum(1 for p in plants if p["overdue"])}


@app.post("/care/plants/{nickname}/watered")
async def mark_watered(nickname: str, cid: int = Depends(customer_id)):
    async with app.state.db.acquire() as conn:
        updated = await conn.execute(
            "UPDATE customer_plants SET last_watered = CURRENT_DATE WHERE customer_id = $1 AND nickname = $2",
            cid, nickname,
        )
    if updated.endswith(" 0"):
        raise HTTPException(status_code=404, detail="no plant with that nickname")
    return {"ok": True}
