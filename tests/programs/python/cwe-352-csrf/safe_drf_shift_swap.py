# Django REST framework views that let nurses accept shift-swap offers from the browser scheduling app.
from django.db import transaction
from django.shortcuts import get_object_or_404
from rest_framework import status
from rest_framework.authentication import SessionAuthentication
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from rostering.models import Shift, SwapOffer


class WardSessionAuthentication(SessionAuthentication):
    def authenticate(self, request):
        result = super().authenticate(request)
        if result is not None and not result[0].is_active:
            return None
        return result


class SwapOfferAcceptView(APIView):
    authentication_classes = [WardSessionAuthentication]
    permission_classes = [IsAuthenticated]

    def post(self, request, offer_id):
        offer = get_object_or_404(SwapOffer, pk=offer_id, status=SwapOffer.OPEN)
        if offer.offered_by_id == request.user.id:
            return Response({"error": "cannot accept your own offer"}, status=status.HTTP_400_BAD_REQUEST)
        if not request.user.staff_profile.ward_ids.filter(pk=offer.shift.ward_id).exists():
            return Response({"error": "not rostered on this ward"}, status=status.HTTP_403_FORBIDDEN)
        with transaction.atomic():
            shift = Shift.objects.select_for_update().get(pk=offer.shift_id)
            shift.assignee = request.user
            shift.save(update_fields=["assignee"])
            offer.status = SwapOffer.ACCEPTED
            offer.accepted_by = request.user
            offer.save(update_fields=["status", "accepted_by"])
        return Response({"shift": shift.pk, "assignee": request.user.username})


class MySwapOffersView(APIView):
    authentication_classes = [WardSessionAuthentication]
    permission_classes = [IsAuthenticated]

    def get(self, request):
        offers = SwapOffer.objects.filter(offered_by=request.user).order_by("-created_at")[:50]
        return Response([{"id": o.pk, "shift": o.shift_id, "status": o.status} for o in offers])
