# A reindeer herd grpc program of the h65 set (cwe-089-sql).
import logging
import os

import grpc
from sqlalchemy import create_engine, text

from herding.v1 import herd_pb2, herd_pb2_grpc

log = logging.getLogger("herd.registry")


class HerdRegistry:
    """Reindeer records per siida (herding group), shared by all RPCs."""

    def __init__(self, engine):
        self._engine = engine

    def animals_in_siida(self, siida_code, ear_mark):
        query = text(
            "SELECT animal_id, ear_mark, born_year, sex, last_seen_at "
            "FROM reindeer WHERE siida_code = :siida "
            "AND ear_mark LIKE :mark "
            "ORDER BY last_seen_at DESC LIMIT 500"
        )
        with self._engine.connect() as conn:
            return conn.execute(
                query, {"siida": siida_code, "mark": f"{ear_mark}%"}
            ).mappings().all()

    def siida_exists(self, siida_code):
        with self._engine.connect() as conn:
            found = conn.execute(
                text("SELECT 1 FROM siidas WHERE code = :code"), {"code": siida_code}
            ).first()
        return found is not None


class HerdService(herd_pb2_grpc.HerdServiceServicer):
    def __init__(self, registry):
        self._registry = registry

    def ListAnimals(self, request, context):
        siida = request.siida_code.strip()
        if not siida:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "siida_code is required")
        if not self._registry.siida_exists(siida):
            context.abort(grpc.StatusCode.NOT_FOUND, "unknown siida")

        rows = self._registry.animals_in_siida(siida, request.ear_mark)
        log.info("listed %d animals for siida %s", len(rows), siida)

        reply = herd_pb2.ListAnimalsResponse()
        for row in rows:
            reply.animals.add(
                animal_id=row["animal_id"],
                ear_mark=row["ear_mark"],
                born_year=row["born_year"],
                sex=row["sex"],
                last_seen=row["last_seen_at"].isoformat() if row["last_seen_at"] else "",
            )
        return reply


def register(server):
    engine = create_engine(os.environ["HERD_DATABASE_URL"], pool_pre_ping=True)
    herd_pb2_grpc.add_HerdServiceServicer_to_server(HerdService(HerdRegistry(engine)), server)
