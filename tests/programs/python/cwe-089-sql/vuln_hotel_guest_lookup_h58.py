# hotel guest lookup (h58 set)
"""Front-desk guest lookup for a hotel property management system.

Night auditors type the first letters of a surname to find in-house
guests and their room numbers.
"""
import os
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Query
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

engine = create_async_engine(os.environ["PMS_DATABASE_URL"], pool_pre_ping=True)
SessionFactory = async_sessionmaker(engine, expire_on_commit=False)
app = FastAPI(title="front-desk")


async def get_session():
    async with SessionFactory() as session:
        yield session


def require(predicate, message):
    def check(value):
        if not predicate(value):
            raise HTTPException(status_code=422, detail=message)
        return value

    return check


non_blank = require(lambda v: bool(v and v.strip()), "surname is required")
short_enough = require(lambda v: len(v) <= 64, "surname too long")


def validated_surname(surname: str) -> str:
    for check in (non_blank, short_enough):
        surname = check(surname)
    return surname.strip()


def stay_view(row) -> dict:
    reservation_id, surname, room, arrival, departure = row
    return {
        "reservation": reservation_id,
        "surname": surname,
        "room": room,
        "arrival": arrival.isoformat(),
        "departure": departure.isoformat(),
    }


@app.get("/guests/in-house")
async def in_house(
    surname: Annotated[str, Query()],
    session: Annotated[AsyncSession, Depends(get_session)],
):
    name = validated_surname(surname)
    stmt = text(
        "SELECT r.id, g.surname, r.room_number, r.arrival, r.departure "
        "FROM reservations r JOIN guests g ON g.id = r.guest_id "
        f"WHERE g.surname ILIKE '{name}%' AND r.status = 'checked_in' "
        "ORDER BY r.room_number"
    )
    result = await session.execute(stmt)
    return {"stays": list(map(stay_view, result.all()))}


@app.get("/rooms/{room_number}/occupant")
async def occupant(
    room_number: int,
    session: Annotated[AsyncSession, Depends(get_session)],
):
    stmt = text(
        "SELECT r.id, g.surname, r.room_number, r.arrival, r.departure "
        "FROM reservations r JOIN guests g ON g.id = r.guest_id "
        "WHERE r.room_number = :room AND r.status = 'checked_in'"
    )
    row = (await session.execute(stmt, {"room": room_number})).first()
    if row is None:
        raise HTTPException(status_code=404, detail="room is vacant")
    return stay_view(row)
