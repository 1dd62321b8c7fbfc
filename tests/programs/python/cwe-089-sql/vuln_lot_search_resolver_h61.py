# A lot search resolver program of the h61 set (cwe-089-sql).
"""Lot search for the auction house catalogue, exposed through GraphQL.

Bidders' apps query ``lots(saleId, keyword, orderBy)``; ``orderBy`` takes a
column and an optional direction, e.g. "estimate_low desc".
"""
import os
from contextlib import contextmanager

import graphene
import psycopg2
from graphql import GraphQLError

SORTABLE_COLUMNS = {"lot_number", "estimate_low", "estimate_high", "closing_at"}


class OrderByValidator:
    def normalise(self, order_by: str) -> str | None:
        tokens = order_by.strip().split(" ")
        if not tokens or tokens[0].lower() not in SORTABLE_COLUMNS:
            return None
        return order_by.strip()


class LotRepository:
    def __init__(self, dsn: str):
        self._dsn = dsn

    @contextmanager
    def _cursor(self):
        conn = psycopg2.connect(self._dsn)
        try:
            with conn.cursor() as cur:
                yield cur
        finally:
            conn.close()

    def search(self, sale_id: int, keyword: str, order_by: str) -> list[tuple]:
        sql = (
            "SELECT lot_number, title, estimate_low, estimate_high FROM lots "
            "WHERE sale_id = %s AND title ILIKE %s "
            f"ORDER BY {order_by} LIMIT 100"
        )
        with self._cursor() as cur:
            cur.execute(sql, (sale_id, f"%{keyword}%"))
            return cur.fetchall()


class LotSearchService:
    def __init__(self, repository: LotRepository, validator: OrderByValidator):
        self._repository = repository
        self._validator = validator

    def search(self, sale_id: int, keyword: str, order_by: str) -> list[tuple]:
        clause = self._validator.normalise(order_by)
        if clause is None:
            raise GraphQLError("orderBy must name a sortable column")
        return self._repository.search(sale_id, keyword, clause)


class Lot(graphene.ObjectType):
    lot_number = graphene.Int()
    title = graphene.String()
    estimate_low = graphene.Int()
    estimate_high = graphene.Int()


class Query(graphene.ObjectType):
    lots = graphene.List(
        Lot,
        sale_id=graphene.Int(required=True),
        keyword=graphene.String(default_value=""),
        order_by=graphene.String(default_value="lot_number"),
    )

    def resolve_lots(root, info, sale_id, keyword, order_by):
        service: LotSearchService = info.context["lot_search"]
        rows = service.search(sale_id, keyword, order_by)
        return [Lot(lot_number=r[0], title=r[1], estimate_low=r[2], estimate_high=r[3]) for r in rows]


schema = graphene.Schema(query=Query)


def execute(document: str, variables: dict | None = None):
    service = LotSearchService(LotRepository(os.environ["CATALOGUE_DSN"]), OrderByValidator())
    return schema.execute(document, variable_values=variables, context_value={"lot_search": service})
