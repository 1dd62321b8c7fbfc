# Django REST Framework viewset offering a product name search
from django.db import connection
from rest_framework import viewsets
from rest_framework.response import Response


class ProductSearchViewSet(viewsets.ViewSet):
    def list(self, request):
        term = request.query_params.get("q", "")
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT id, name, price FROM catalog_product "
                "WHERE name ILIKE %s ORDER BY name LIMIT 25",
                ["%" + term + "%"],
            )
            rows = cursor.fetchall()
        return Response([{"id": r[0], "name": r[1], "price": str(r[2])} for r in rows])
