# Litestar endpoint that returns a sortable list of employees from the HR SQLite database.
import sqlite3
from dataclasses import dataclass

from litestar import Litestar, get
from litestar.exceptions import ValidationException

DB_PATH = "/var/lib/hr/hr.sqlite3"
BLOCKED_TOKENS = (";", "--", "/*", "drop ", "delete ", "insert ", "update ")


@dataclass
class ListingOptions:
    sort: str
    direction: str
    department: str | None = None


def check_sort(value: str) -> str:
    lowered = value.lower()
    for token in BLOCKED_TOKENS:
        if token in lowered:
            raise ValidationException("illegal sort value")
    return value


def fetch_employees(opts: ListingOptions) -> list[dict]:
    direction = "DESC" if opts.direction.lower() == "desc" else "ASC"
    params: list = []
    where = ""
    if opts.department:
        where = "WHERE department = ?"
        params.append(opts.department)
    sql = "SELECT id, name, department, hired_on FROM employees %s ORDER BY %s %s" % (
        where,
        opts.sort,
        direction,
    )
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(row) for row in conn.execute(sql, params).fetchall()]


@get("/employees")
async def list_employees(
    sort: str = "name", direction: str = "asc", department: str | None = None
) -> list[dict]:
    opts = ListingOptions(sort=check_sort(sort), direction=direction, department=department)
    return fetch_employees(opts)


app = Litestar(route_handlers=[list_employees])
