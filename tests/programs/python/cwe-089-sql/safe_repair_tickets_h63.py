# A repair tickets program of the h63 set (cwe-089-sql).
"""Repair ticket search for the violin workshop (Django REST framework)."""
from dataclasses import dataclass
from typing import List, Optional

from django.db import connection
from rest_framework import serializers, status, viewsets
from rest_framework.response import Response

INSTRUMENT_TYPES = ("violin", "viola", "cello", "double_bass")
SORTABLE_COLUMNS = ("received_on", "instrument_type", "maker_name", "estimate_eur")


class TicketFilterSerializer(serializers.Serializer):
    instrument_type = serializers.ChoiceField(choices=INSTRUMENT_TYPES, required=False)
    maker_name = serializers.CharField(max_length=80, required=False)
    order = serializers.ChoiceField(choices=SORTABLE_COLUMNS, default="received_on")
    descending = serializers.BooleanField(default=True)


@dataclass(frozen=True)
class TicketFilters:
    instrument_type: Optional[str]
    maker_name: Optional[str]
    order: str
    descending: bool

    @classmethod
    def from_validated(cls, data: dict) -> "TicketFilters":
        return cls(
            instrument_type=data.get("instrument_type"),
            maker_name=data.get("maker_name"),
            order=data["order"],
            descending=data["descending"],
        )


class RepairTicketRepository:
    BASE_SQL = (
        "SELECT id, instrument_type, maker_name, received_on, estimate_eur, status "
        "FROM workshop_repairticket WHERE 1 = 1"
    )

    def search(self, filters: TicketFilters) -> List[dict]:
        sql = self.BASE_SQL
        params: list = []
        if filters.instrument_type:
            sql += " AND instrument_type = %s"
            params.append(filters.instrument_type)
        if filters.maker_name:
            sql += " AND maker_name ILIKE %s"
            params.append(f"%{filters.maker_name}%")
        direction = "DESC" if filters.descending else "ASC"
        sql += f" ORDER BY {filters.order} {direction}"
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            columns = [col[0] for col in cursor.description]
            return [dict(zip(columns, row)) for row in cursor.fetchall()]


class RepairTicketService:
    def __init__(self, repository: Optional[RepairTicketRepository] = None):
        self._repository = repository or RepairTicketRepository()

    def find(self, filters: TicketFilters) -> List[dict]:
        return self._repository.search(filters)


class RepairTicketViewSet(viewsets.ViewSet):
    service_class = RepairTicketService

    def get_service(self) -> RepairTicketService:
        return self.service_class()

    def list(self, request):
        serializer = TicketFilterSerializer(data=request.query_params)
        if not serializer.is_valid():
            return Response(serializer.errors, status=status.HTTP_400_BAD_REQUEST)
        filters = TicketFilters.from_validated(serializer.validated_data)
        tickets = self.get_service().find(filters)
        return Response({"count": len(tickets), "results": tickets})
