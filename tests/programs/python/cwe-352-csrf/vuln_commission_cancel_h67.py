# A commission cancel program of the h67 set (cwe-352-csrf).
# calligraphers: signed-in patrons change or cancel their commissions from the studio website
from __future__ import annotations

from django.db import transaction
from django.shortcuts import get_object_or_404
from django.utils import timezone
from rest_framework import mixins, serializers, viewsets
from rest_framework.authentication import SessionAuthentication
from rest_framework.decorators import action
from rest_framework.exceptions import AuthenticationFailed, ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from studio.models import Commission


class PortalSessionAuthentication(SessionAuthentication):
    def authenticate(self, request):
        result = super().authenticate(request)
        if result is not None and not getattr(result[0], "is_patron", False):
            raise AuthenticationFailed("portal is for patrons only")
        return result

    def enforce_csrf(self, request):
        return None


class CommissionSerializer(serializers.ModelSerializer):
    class Meta:
        model = Commission
        fields = ["id", "title", "script", "ink", "quantity", "delivery_address", "status", "deposit_paid"]
        read_only_fields = ["id", "status", "deposit_paid"]


class CancelSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(choices=["event-cancelled", "changed-mind", "found-elsewhere", "other"])
    refund_to = serializers.ChoiceField(choices=["original-card", "studio-credit"])


class CommissionViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.UpdateModelMixin, viewsets.GenericViewSet):
    authentication_classes = [PortalSessionAuthentication]
    permission_classes = [IsAuthenticated]
    serializer_class = CommissionSerializer

    def get_queryset(self):
        return Commission.objects.filter(patron=self.request.user).order_by("-created_at")

    def perform_update(self, serializer):
        if serializer.instance.status not in ("draft", "awaiting-proof"):
            raise ValidationError("this commission is already in the workshop and can no longer be edited")
        serializer.save()

    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        commission = get_object_or_404(self.get_queryset(), pk=pk)
        body = CancelSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        if commission.status in ("lettering", "gilding", "dispatched"):
            raise ValidationError("work has started; please telephone the studio")
        with transaction.atomic():
            commission.status = "cancelled"
            commission.cancel_reason = body.validated_data["reason"]
            commission.refund_method = body.validated_data["refund_to"]
            commission.cancelled_at = timezone.now()
            commission.save(update_fields=["status", "cancel_reason", "refund_method", "cancelled_at"])
        return Response(CommissionSerializer(commission).data)


# urls.py
# router.register("my/commissions", CommissionViewSet, basename="my-commission")
