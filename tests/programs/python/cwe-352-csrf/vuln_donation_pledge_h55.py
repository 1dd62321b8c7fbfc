# Django class-based view letting signed-in supporters change their recurring donation pledge.
from decimal import Decimal, InvalidOperation
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from .models import Pledge

MIN_PLEDGE, MAX_PLEDGE = Decimal("2.00"), Decimal("5000.00")
FREQUENCIES = {"monthly": 1, "quarterly": 3, "yearly": 12}


class PledgeError(ValueError):
    pass


class PledgeChange:
    def __init__(self, amount: Decimal, interval_months: int):
        self.amount = amount
        self.interval_months = interval_months

    @classmethod
    def from_post(cls, data) -> "PledgeChange":
        try:
            amount = Decimal(data.get("amount", "")).quantize(Decimal("0.01"))
        except InvalidOperation as exc:
            raise PledgeError("amount must be a number") from exc
        if not MIN_PLEDGE <= amount <= MAX_PLEDGE:
            raise PledgeError("amount out of range")
        months = FREQUENCIES.get(data.get("frequency", "monthly"))
        if months is None:
            raise PledgeError("unknown frequency")
        return cls(amount, months)


class PledgeService:
    def update(self, user, change: PledgeChange) -> Pledge:
        pledge, _ = Pledge.objects.get_or_create(supporter=user)
        pledge.amount = change.amount
        pledge.interval_months = change.interval_months
        pledge.save(update_fields=["amount", "interval_months"])
        return pledge


@method_decorator(csrf_exempt, name="dispatch")
class PledgeUpdateView(LoginRequiredMixin, View):
    service = PledgeService()

    def post(self, request):
        try:
            change = PledgeChange.from_post(request.POST)
        except PledgeError as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        pledge = self.service.update(request.user, change)
        return JsonResponse({"amount": str(pledge.amount), "interval_months": pledge.interval_months})
