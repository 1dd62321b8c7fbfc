# A harp string order program of the h67 set (cwe-091-xml).
# harp makers: forward customer string-set orders to the string winder as the XML order document they accept
from __future__ import annotations

from decimal import Decimal

import httpx
from django.conf import settings
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

STRING_PRICES = {"nylon": Decimal("6.40"), "gut": Decimal("14.90"), "wire": Decimal("11.20")}


class StringLineSerializer(serializers.Serializer):
    position = serializers.IntegerField(min_value=1, max_value=47)
    material = serializers.ChoiceField(choices=sorted(STRING_PRICES))
    quantity = serializers.IntegerField(min_value=1, max_value=10)


class StringOrderSerializer(serializers.Serializer):
    harp_serial = serializers.RegexField(r"^HM-\d{5}$")
    customer_name = serializers.CharField(max_length=80)
    delivery_note = serializers.CharField(max_length=300, allow_blank=True, default="")
    lines = StringLineSerializer(many=True, allow_empty=False)


class WinderOrderDocument:
    def __init__(self, account: str) -> None:
        self.account = account

    def build(self, order: dict) -> str:
        total = Decimal("0")
        line_xml = []
        for line in order["lines"]:
            price = STRING_PRICES[line["material"]] * line["quantity"]
            total += price
            line_xml.append(
                f'<line position="{line["position"]}" material="{line["material"]}" '
                f'qty="{line["quantity"]}" price="{price}"/>'
            )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>'
            f'<order account="{self.account}">'
            f"<harp>{order['harp_serial']}</harp>"
            f"<customer>{order['customer_name']}</customer>"
            f"<note>{order['delivery_note']}</note>"
            f"<lines>{''.join(line_xml)}</lines>"
            f"<total currency=\"GBP\">{total}</total>"
            "</order>"
        )


class StringOrderView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        serializer = StringOrderSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        document = WinderOrderDocument(settings.WINDER_ACCOUNT).build(serializer.validated_data)
        try:
            resp = httpx.post(
                settings.WINDER_ORDER_URL,
                content=document.encode("utf-8"),
                headers={"Content-Type": "application/xml"},
                timeout=20,
            )
            resp.raise_for_status()
        except httpx.HTTPError as exc:
            return Response({"detail": f"winder rejected the order: {exc}"}, status=status.HTTP_502_BAD_GATEWAY)
        return Response({"winder_reference": resp.headers.get("X-Order-Ref")}, status=status.HTTP_201_CREATED)
