# An orchid catalogue graphql program of the h65 set (cwe-089-sql).
import os
import re
import sqlite3
from typing import List

import strawberry
from strawberry.asgi import GraphQL


@strawberry.type
class Orchid:
    id: int
    genus: str
    species: str
    bloom_month: int
    price_pence: int
    greenhouse: str


class OrchidCatalogue:
    """Read side of the grower's stock list, opened once when the app starts."""

    def __init__(self, path: str):
        self._conn = sqlite3.connect(path, check_same_thread=False)
        self._conn.row_factory = sqlite3.Row

    def search(self, genus: str, order_column: str, descending: bool) -> List[Orchid]:
        direction = "DESC" if descending else "ASC"
        sql = (
            "SELECT id, genus, species, bloom_month, price_pence, greenhouse "
            "FROM orchids WHERE genus LIKE ? AND in_stock = 1 "
            f"ORDER BY {order_column} {direction} LIMIT 200"
        )
        rows = self._conn.execute(sql, (f"{genus}%",)).fetchall()
        return [Orchid(**dict(row)) for row in rows]

    def by_id(self, orchid_id: int):
        row = self._conn.execute(
            "SELECT id, genus, species, bloom_month, price_pence, greenhouse "
            "FROM orchids WHERE id = ?",
            (orchid_id,),
        ).fetchone()
        return Orchid(**dict(row)) if row else None


catalogue = OrchidCatalogue(os.environ.get("ORCHID_DB_PATH", "/var/lib/orchids/stock.db"))


@strawberry.type
class Query:
    @strawberry.field(description="Orchids currently for sale, optionally filtered by genus")
    def orchids(
        self,
        genus: str = "",
        sort_by: str = "genus",
        descending: bool = False,
    ) -> List[Orchid]:
        if len(genus) > 60:
            raise ValueError("genus filter is too long")
        if not re.match(r"[a-z_]+", sort_by):
            raise ValueError("sort_by must be a column name")
        return catalogue.search(genus, sort_by, descending)

    @strawberry.field
    def orchid(self, id: int) -> Orchid | None:
        return catalogue.by_id(id)


schema = strawberry.Schema(query=Query)
app = GraphQL(schema)
