# A shearer tally signing graphql program of the h65 set (cwe-328-hash).
import hashlib
import hmac
import os

import strawberry
from sqlalchemy import create_engine, text
from strawberry.asgi import GraphQL

engine = create_engine(os.environ["SHEARING_DB_URL"], pool_pre_ping=True)


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def verify_password(password: str, stored: str) -> bool:
    return hmac.compare_digest(hash_password(password), stored)


@strawberry.type
class Shearer:
    id: int
    name: str
    gang: str


@strawberry.type
class Mutation:
    @strawberry.mutation(description="A new shearer joins a gang and picks the password used to sign tallies")
    def register_shearer(self, name: str, gang: str, email: str, password: str) -> Shearer:
        if len(password) < 10:
            raise ValueError("password must be at least 10 characters")
        with engine.begin() as conn:
            new_id = conn.execute(
                text(
                    "INSERT INTO shearers (name, gang, email, password_hash) "
                    "VALUES (:name, :gang, :email, :pw) RETURNING id"
                ),
                {"name": name[:80], "gang": gang[:40], "email": email.lower()[:120], "pw": hash_password(password)},
            ).scalar_one()
        return Shearer(id=new_id, name=name[:80], gang=gang[:40])

    @strawberry.mutation(description="Shearer countersigns the day's tally at the shed")
    def sign_tally(self, email: str, password: str, tally_id: int) -> bool:
        with engine.begin() as conn:
            row = conn.execute(
                text("SELECT id, password_hash FROM shearers WHERE email = :email"),
                {"email": email.lower()},
            ).first()
            if row is None or not verify_password(password, row.password_hash):
                return False
            updated = conn.execute(
                text(
                    "UPDATE tallies SET signed_by = :sid, signed_at = now() "
                    "WHERE id = :tid AND shearer_id = :sid AND signed_at IS NULL"
                ),
                {"sid": row.id, "tid": tally_id},
            ).rowcount
        return updated == 1


@strawberry.type
class Query:
    @strawberry.field
    def gang(self, name: str) -> list[Shearer]:
        with engine.connect() as conn:
            rows = conn.execute(
                text("SELECT id, name, gang FROM shearers WHERE gang = :gang ORDER BY name"), {"gang": name}
            ).all()
        return [Shearer(id=r.id, name=r.name, gang=r.gang) for r in rows]


schema = strawberry.Schema(query=Query, mutation=Mutation)
app = GraphQL(schema)
