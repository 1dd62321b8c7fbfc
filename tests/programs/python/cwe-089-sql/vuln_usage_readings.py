# Django REST Framework viewset exposing hourly energy usage readings for a customer's meters.
from datetime import date

from django.db import connection
from rest_framework import permissions, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.response import Response

from .models import Meter


def parse_day(value: str | None) -> date:
    try:
        return date.fromisoformat(value or "")
    except ValueError:
        raise ValidationError({"day": "expected YYYY-MM-DD"})


class MeterReadingViewSet(viewsets.ViewSet):
    permission_classes = [permissions.IsAuthenticated]

    def _meter(self, request, pk) -> Meter:
        meter = Meter.objects.filter(pk=pk, account__owner=request.user).first()
        if meter is None:
            raise NotFound("meter not found")
        return meter

    @action(detail=True, methods=["get"])
    def hourly(self, request, pk=None):
        meter = self._meter(request, pk)
        day = parse_day(request.query_params.get("day"))
        tariff = request.query_params.get("tariff", "standard")
        sql = (
            "SELECT date_trunc('hour', read_at) AS hour, SUM(kwh) AS kwh "
            "FROM meter_readings "
            f"WHERE meter_id = {meter.pk} AND read_at::date = '{day.isoformat()}' "
            f"AND tariff_band = '{tariff}' "
            "GROUP BY 1 ORDER BY 1"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql)
            rows = cursor.fetchall()
        data = [{"hour": hour.isoformat(), "kwh": float(kwh)} for hour, kwh in rows]
        return Response({"meter": meter.pk, "day": day.isoformat(), "readings": data})
