# A gift vouchers program of the h63 set (cwe-330-random).
"""Gift vouchers for hot-air balloon flights, issued through the booking API."""
import random
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone
from rest_framework import mixins, permissions, serializers, viewsets

from .models import FlightVoucher

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


class VoucherCodeGenerator:
    def __init__(self, length: int = 12, group: int = 4):
        self._length = length
        self._group = group

    def next_code(self) -> str:
        raw = "".join(random.choices(CODE_ALPHABET, k=self._length))
        return "-".join(raw[i:i + self._group] for i in range(0, self._length, self._group))


class VoucherIssuer:
    VALIDITY = timedelta(days=730)

    def __init__(self, generator: VoucherCodeGenerator):
        self._generator = generator

    def issue(self, *, buyer, flight_type: str, passengers: int, dedication: str) -> FlightVoucher:
        for _ in range(5):
            try:
                with transaction.atomic():
                    return FlightVoucher.objects.create(
                        code=self._generator.next_code(),
                        buyer=buyer,
                        flight_type=flight_type,
                        passengers=passengers,
                        dedication=dedication,
                        expires_at=timezone.now() + self.VALIDITY,
                    )
            except IntegrityError:
                continue
        raise RuntimeError("could not allocate a unique voucher code")


class FlightVoucherSerializer(serializers.ModelSerializer):
    class Meta:
        model = FlightVoucher
        fields = ["code", "flight_type", "passengers", "dedication", "expires_at", "redeemed"]
        read_only_fields = ["code", "expires_at", "redeemed"]

    def validate_passengers(self, value: int) -> int:
        if not 1 <= value <= 4:
            raise serializers.ValidationError("a voucher covers one to four passengers")
        return value


class FlightVoucherViewSet(mixins.CreateModelMixin, mixins.ListModelMixin, viewsets.GenericViewSet):
    serializer_class = FlightVoucherSerializer
    permission_classes = [permissions.IsAuthenticated]
    issuer = VoucherIssuer(VoucherCodeGenerator())

    def get_queryset(self):
        return FlightVoucher.objects.filter(buyer=self.request.user).order_by("-expires_at")

    def perform_create(self, serializer):
        data = serializer.validated_data
        serializer.instance = self.issuer.issue(
            buyer=self.request.user,
            flight_type=data["flight_type"],
            passengers=data["passengers"],
            dedication=data.get("dedication", ""),
        )
