# Order history API for the storefront backend (Django REST framework).
from django.db import connection
from rest_framework import permissions, viewsets
from rest_framework.response import Response


class OrderQuery:
    base = ("SELECT id, total, status, created_at FROM shop_order "
            "WHERE customer_id = %s")

    def __init__(self, customer_id, status=None, limit=50):
        self.customer_id = customer_id
        self.status = status
        self.limit = limit

    def build(self):
        sql = self.base
        params = [self.customer_id]
        if self.status:
            sql += " AND status = %s"
            params.append(self.status)
        sql += " ORDER BY created_at DESC LIMIT %s"
        params.append(self.limit)
        return sql, params


def serialize(row):
    return {
        "id": row[0],
        "total": str(row[1]),
        "status": row[2],
        "created_at": row[3].isoformat(),
    }


class OrderHistoryViewSet(viewsets.ViewSet):
    permission_classes = [permissions.IsAuthenticated]

    def list(self, request):
        query = OrderQuery(request.user.id, status=request.query_params.get("status"))
        sql, params = query.build()
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            rows = cursor.fetchall()
        return Response([serialize(r) for r in rows])
