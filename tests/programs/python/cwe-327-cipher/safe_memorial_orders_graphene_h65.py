# A memorial orders graphene program of the h65 set (cwe-327-cipher).
import base64
import os

import graphene
from graphql import GraphQLError
from Crypto.Cipher import AES
from sqlalchemy import create_engine, text

# 32-byte key held in the deployment's key vault and provided as base64.
DATA_KEY = base64.b64decode(os.environ["MEMORIAL_DATA_KEY"])


def seal(plaintext: str) -> bytes:
    cipher = AES.new(DATA_KEY, AES.MODE_GCM)
    ciphertext, tag = cipher.encrypt_and_digest(plaintext.encode("utf-8"))
    return cipher.nonce + tag + ciphertext


def unseal(blob: bytes) -> str:
    nonce, tag, ciphertext = blob[:16], blob[16:32], blob[32:]
    cipher = AES.new(DATA_KEY, AES.MODE_GCM, nonce=nonce)
    return cipher.decrypt_and_verify(ciphertext, tag).decode("utf-8")


class MemorialRepository:
    def __init__(self, engine):
        self._engine = engine

    def insert(self, plot: str, stone: str, inscription: str, sealed_address: bytes) -> int:
        with self._engine.begin() as conn:
            return conn.execute(
                text(
                    "INSERT INTO memorials (plot, stone, inscription, client_address) "
                    "VALUES (:plot, :stone, :inscription, :addr) RETURNING id"
                ),
                {"plot": plot, "stone": stone, "inscription": inscription, "addr": sealed_address},
            ).scalar_one()

    def address_of(self, memorial_id: int) -> bytes | None:
        with self._engine.connect() as conn:
            return conn.execute(
                text("SELECT client_address FROM memorials WHERE id = :id"), {"id": memorial_id}
            ).scalar_one_or_none()


class RecordMemorial(graphene.Mutation):
    """Stonemason's order desk: a headstone commission with the client's postal address."""

    class Arguments:
        plot = graphene.String(required=True)
        stone = graphene.String(required=True)
        inscription = graphene.String(required=True)
        client_address = graphene.String(required=True)

    memorial_id = graphene.Int()

    def mutate(root, info, plot, stone, inscription, client_address):
        repo = info.context["memorials"]
        new_id = repo.insert(plot[:40], stone[:40], inscription[:2000], seal(client_address[:500]))
        return RecordMemorial(memorial_id=new_id)


class Query(graphene.ObjectType):
    client_address = graphene.String(memorial_id=graphene.Int(required=True))

    def resolve_client_address(root, info, memorial_id):
        user = info.context.get("user")
        if user is None or not user.has_perm("memorials.view_address"):
            raise GraphQLError("only the office can read client addresses")
        blob = info.context["memorials"].address_of(memorial_id)
        return unseal(blob) if blob else None


class Mutation(graphene.ObjectType):
    record_memorial = RecordMemorial.Field()


schema = graphene.Schema(query=Query, mutation=Mutation)
memorials = MemorialRepository(create_engine(os.environ["MASONRY_DB_URL"], pool_pre_ping=True))
