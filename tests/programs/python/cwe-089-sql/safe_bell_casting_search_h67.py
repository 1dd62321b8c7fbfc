# A bell casting search program of the h67 set (cwe-089-sql).
# bell founders: search the historic casting register by foundry and year for restoration enquiries
from __future__ import annotations

from django.db import connection
from rest_framework import serializers, status, viewsets
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response


class CastingSearchSerializer(serializers.Serializer):
    foundry = serializers.CharField(max_length=60, allow_blank=False)
    cast_after = serializers.IntegerField(min_value=1400, max_value=2100, required=False, default=1400)
    note = serializers.ChoiceField(
        choices=["A", "Bb", "B", "C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab"],
        required=False,
    )
    limit = serializers.IntegerField(min_value=1, max_value=200, default=50)


class CastingRecordSerializer(serializers.Serializer):
    register_no = serializers.CharField()
    foundry = serializers.CharField()
    cast_year = serializers.IntegerField()
    tower = serializers.CharField()
    strike_note = serializers.CharField()
    weight_cwt = serializers.DecimalField(max_digits=6, decimal_places=2)


class CastingRegister:
    columns = ("register_no", "foundry", "cast_year", "tower", "strike_note", "weight_cwt")

    def search(self, foundry: str, cast_after: int, note: str | None, limit: int) -> list[dict]:
        sql = (
            "SELECT register_no, foundry, cast_year, tower, strike_note, weight_cwt "
            "FROM casting_register WHERE foundry ILIKE %s AND cast_year >= %s"
        )
        params: list[object] = [f"%{foundry}%", cast_after]
        if note:
            sql += " AND strike_note = %s"
            params.append(note)
        sql += " ORDER BY cast_year LIMIT %s"
        params.append(limit)
        with connection.cursor() as cur:
            cur.execute(sql, params)
            return [dict(zip(self.columns, row)) for row in cur.fetchall()]


class CastingSearchViewSet(viewsets.ViewSet):
    permission_classes = [IsAuthenticated]
    register = CastingRegister()

    def list(self, request):
        query = CastingSearchSerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        params = query.validated_data
        rows = self.register.search(
            foundry=params["foundry"],
            cast_after=params["cast_after"],
            note=params.get("note"),
            limit=params["limit"],
        )
        return Response(CastingRecordSerializer(rows, many=True).data)

    def create(self, request):
        return Response(
            {"detail": "The register is read-only; submit corrections to the archivist."},
            status=status.HTTP_405_METHOD_NOT_ALLOWED,
        )


# urls.py
# from rest_framework.routers import DefaultRouter
# router = DefaultRouter()
# router.register("castings", CastingSearchViewSet, basename="casting")
# urlpatterns = router.urls
