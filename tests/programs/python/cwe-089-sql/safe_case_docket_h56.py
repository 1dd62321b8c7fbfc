# Django REST Framework viewset listing court docket entries for a law firm's matters
from django.db import connection
from rest_framework import permissions, viewsets
from rest_framework.response import Response

STATUS_CODES = {"open", "stayed", "closed"}


def docket_sql(court, status):
    sql = (
        "SELECT d.id, d.matter_id, d.filed_on, d.title FROM docket_entries d "
        "WHERE d.court_code = %s"
    )
    params = [court]
    if status in STATUS_CODES:
        sql += " AND d.status = %s"
        params.append(status)
    return sql + " ORDER BY d.filed_on DESC LIMIT 200", params


def rows_as_dicts(cursor):
    columns = [col[0] for col in cursor.description]
    return [dict(zip(columns, row)) for row in cursor.fetchall()]


def fetch(sql, params):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return rows_as_dicts(cursor)


class DocketViewSet(viewsets.ViewSet):
    permission_classes = [permissions.IsAuthenticated]

    def list(self, request):
        court = request.query_params.get("court", "").strip()
        status = request.query_params.get("status")
        if not court:
            return Response({"detail": "court is required"}, status=400)
        return Response(fetch(*docket_sql(court, status)))
