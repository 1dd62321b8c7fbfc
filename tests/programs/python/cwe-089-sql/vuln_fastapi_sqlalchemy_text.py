# FastAPI account lookup using a SQLAlchemy session dependency
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg://app@localhost/accounts")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


def get_session():
    with SessionLocal() as session:
        yield session


class Lookup(BaseModel):
    email: str
    tenant: str


@app.post("/accounts/lookup")
def lookup(body: Lookup, session: Session = Depends(get_session)):
    row = session.execute(
        text(f"SELECT id, email, plan FROM accounts WHERE email = '{body.email}' AND tenant = :tenant"),
        {"tenant": body.tenant},
    ).mappings().first()
    if row is None:
        raise HTTPException(404)
    return dict(row)
