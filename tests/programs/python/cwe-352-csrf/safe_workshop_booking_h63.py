# A workshop booking program of the h63 set (cwe-352-csrf).
"""Booking and cancelling places on bonsai styling workshops."""
from dataclasses import dataclass

from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import transaction
from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_protect

from .models import Workshop, WorkshopBooking

ACTIONS = {"book", "cancel"}


@dataclass(frozen=True)
class BookingCommand:
    workshop_id: int
    member_id: int
    action: str
    bringing_own_tree: bool


class WorkshopFull(Exception):
    pass


class BookingService:
    @transaction.atomic
    def execute(self, command: BookingCommand) -> dict:
        workshop = Workshop.objects.select_for_update().get(pk=command.workshop_id)
        if command.action == "cancel":
            deleted, _ = WorkshopBooking.objects.filter(
                workshop=workshop, member_id=command.member_id
            ).delete()
            return {"workshop": workshop.title, "cancelled": bool(deleted)}
        if workshop.bookings.count() >= workshop.capacity:
            raise WorkshopFull(workshop.title)
        booking, created = WorkshopBooking.objects.get_or_create(
            workshop=workshop,
            member_id=command.member_id,
            defaults={"bringing_own_tree": command.bringing_own_tree},
        )
        return {"workshop": workshop.title, "booked": created, "booking_id": booking.pk}


@method_decorator(csrf_protect, name="dispatch")
class WorkshopBookingView(LoginRequiredMixin, View):
    http_method_names = ["post"]
    service = BookingService()

    def post(self, request: HttpRequest, workshop_id: int) -> JsonResponse:
        get_object_or_404(Workshop, pk=workshop_id, published=True)
        action = request.POST.get("action", "book")
        if action not in ACTIONS:
            return JsonResponse({"error": "action must be book or cancel"}, status=400)
        command = BookingCommand(
            workshop_id=workshop_id,
            member_id=request.user.pk,
            action=action,
            bringing_own_tree=request.POST.get("own_tree") == "on",
        )
        try:
            result = self.service.execute(command)
        except WorkshopFull:
            return JsonResponse({"error": "this workshop is fully booked"}, status=409)
        return JsonResponse(result)
