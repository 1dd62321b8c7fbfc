# Falcon resource that lists payslips for a payroll period, filtered by department and sorted by a chosen column.
import os

import falcon
import psycopg
from psycopg import sql
from psycopg.rows import dict_row

SORTABLE = {"net": "net_pay", "gross": "gross_pay", "name": "employee_name"}


class PayslipQuery:
    def __init__(self, period: str, department: str, sort_key: str):
        self.period = period
        self.department = department
        self.sort_column = SORTABLE.get(sort_key, "employee_name")

    def build(self):
        text = sql.SQL(
            "SELECT employee_id, employee_name, gross_pay, net_pay "
            "FROM payslips WHERE period = %s AND department = %s "
            "ORDER BY {} LIMIT 500"
        ).format(sql.Identifier(self.sort_column))
        return text, (self.period, self.department)


class PayslipResource:
    def __init__(self, dsn: str):
        self.dsn = dsn

    def on_get(self, req, resp, period):
        query = PayslipQuery(
            period=period,
            department=req.get_param("department", default="operations"),
            sort_key=req.get_param("sort", default="name"),
        )
        statement, params = query.build()
        with psycopg.connect(self.dsn, row_factory=dict_row) as conn:
            rows = conn.execute(statement, params).fetchall()
        for row in rows:
            row["gross_pay"] = str(row["gross_pay"])
            row["net_pay"] = str(row["net_pay"])
        resp.media = {"period": period, "payslips": rows}


app = falcon.App()
app.add_route("/payroll/{period}/payslips", PayslipResource(os.environ["PAYROLL_DSN"]))
