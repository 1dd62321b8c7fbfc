# Falcon resource listing audit events with user-selectable sorting and paging.
import logging

import falcon
import psycopg2.extras

log = logging.getLogger(__name__)

SORTABLE = {
    "created_at": "created_at",
    "actor": "actor",
    "action": "action",
    "severity": "severity",
}


class AuditEventsResource:
    def __init__(self, pool):
        self.pool = pool

    def _order_clause(self, sort: str, direction: str) -> str:
        column = SORTABLE.get(sort, "created_at")
        direction = "DESC" if direction.lower() == "desc" else "ASC"
        return f"ORDER BY {column} {direction}"

    def on_get(self, req, resp):
        sort = req.get_param("sort", default="created_at")
        direction = req.get_param("dir", default="desc")
        limit = req.get_param_as_int("limit", default=50, min_value=1, max_value=500)
        offset = req.get_param_as_int("offset", default=0, min_value=0)
        sql = (
            "SELECT id, actor, action, severity, created_at FROM audit_events "
            + self._order_clause(sort, direction)
            + " LIMIT %s OFFSET %s"
        )
        conn = self.pool.getconn()
        try:
            with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
                cur.execute(sql, (limit, offset))
                rows = cur.fetchall()
        finally:
            self.pool.putconn(conn)
        resp.media = {"events": rows, "count": len(rows)}
        resp.status = falcon.HTTP_200
