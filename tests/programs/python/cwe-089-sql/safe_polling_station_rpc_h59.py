# Unseen set h59: polling station rpc
"""gRPC servicer listing polling-station tallies for the district returning officer dashboard."""
import os
import sqlite3
from concurrent import futures
from dataclasses import dataclass, field
from typing import List

import grpc


@dataclass
class ListTalliesRequest:
    district_id: int
    order_by: str = "station_code"
    page_size: int = 50


@dataclass
class Tally:
    station_code: str
    ballots_cast: int
    spoiled: int
    reported_at: str


@dataclass
class ListTalliesResponse:
    tallies: List[Tally] = field(default_factory=list)


class TallyRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def list_for_district(self, district_id: int, order_column: str, limit: int) -> List[Tally]:
        sql = (
            "SELECT station_code, ballots_cast, spoiled, reported_at FROM tallies "
            f"WHERE district_id = ? ORDER BY {order_column} LIMIT ?"
        )
        return [Tally(*row) for row in self._conn.execute(sql, (district_id, limit))]


SORTABLE_COLUMNS = {
    "station_code": "station_code",
    "ballots_cast": "ballots_cast DESC",
    "spoiled": "spoiled DESC",
    "reported_at": "reported_at",
}


class TallyQueryService:
    def __init__(self, repository: TallyRepository) -> None:
        self._repository = repository

    def tallies(self, district_id: int, order_by: str, page_size: int) -> List[Tally]:
        limit = max(1, min(page_size, 200))
        column = SORTABLE_COLUMNS.get(order_by, "station_code")
        return self._repository.list_for_district(district_id, column, limit)


class TallyServicer:
    """Implements elections.v1.TallyService; registered through the generated add_*_to_server helper."""

    def __init__(self, service: TallyQueryService) -> None:
        self._service = service

    def ListTallies(self, request: ListTalliesRequest, context: grpc.ServicerContext) -> ListTalliesResponse:
        if request.district_id <= 0:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "district_id must be positive")
        try:
            rows = self._service.tallies(request.district_id, request.order_by, request.page_size)
        except sqlite3.Error:
            context.abort(grpc.StatusCode.INTERNAL, "tally lookup failed")
        return ListTalliesResponse(tallies=rows)


def serve() -> None:
    conn = sqlite3.connect(os.environ.get("TALLY_DB", "tallies.sqlite3"), check_same_thread=False)
    servicer = TallyServicer(TallyQueryService(TallyRepository(conn)))
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=8))
    handler = grpc.method_handlers_generic_handler(
        "elections.v1.TallyService",
        {"ListTallies": grpc.unary_unary_rpc_method_handler(servicer.ListTallies)},
    )
    server.add_generic_rpc_handlers((handler,))
    credentials = grpc.ssl_server_credentials(
        [(open(os.environ["TLS_KEY"], "rb").read(), open(os.environ["TLS_CERT"], "rb").read())]
    )
    server.add_secure_port(os.environ.get("TALLY_ADDR", "127.0.0.1:50051"), credentials)
    server.start()
    server.wait_for_termination()


if __name__ == "__main__":
    serve()
