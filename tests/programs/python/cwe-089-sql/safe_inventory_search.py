# Warehouse API: free-text SKU search across a single warehouse (Django REST framework).
from django.db import connection
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class SkuSearch:
    def __init__(self, term, warehouse):
        self.term = term
        self.warehouse = warehouse

    def to_sql(self):
        sql = (
            "SELECT sku, name, qty FROM inventory_item "
            "WHERE warehouse_id = %s AND name LIKE %s ORDER BY sku LIMIT 100"
        )
        return sql, [self.warehouse, "%" + self.term + "%"]


def run_search(search):
    sql, params = search.to_sql()
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        cols = [c[0] for c in cursor.description]
        return [dict(zip(cols, row)) for row in cursor.fetchall()]


class InventorySearchView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        try:
            warehouse = int(request.query_params.get("warehouse", "1"))
        except ValueError:
            return Response({"detail": "warehouse must be numeric"}, status=400)
        search = SkuSearch(term=request.query_params.get("q", ""), warehouse=warehouse)
        return Response({"results": run_search(search)})
