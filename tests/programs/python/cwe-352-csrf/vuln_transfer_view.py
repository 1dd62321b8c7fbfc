# Django class-based view that transfers wallet credit from the signed-in user to another wallet.
from decimal import Decimal, InvalidOperation

from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import transaction
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

from wallets.models import Wallet


def parse_amount(raw: str) -> Decimal:
    try:
        amount = Decimal(raw).quantize(Decimal("0.01"))
    except (InvalidOperation, TypeError):
        raise ValueError("invalid amount")
    if amount <= 0:
        raise ValueError("amount must be positive")
    return amount


@method_decorator(csrf_exempt, name="dispatch")
class WalletTransferView(LoginRequiredMixin, View):
    http_method_names = ["post"]

    def post(self, request):
        try:
            amount = parse_amount(request.POST.get("amount"))
        except ValueError as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        with transaction.atomic():
            wallets = Wallet.objects.select_for_update().filter(owner=request.user)
            source = wallets.filter(pk=request.POST.get("from")).first()
            target = Wallet.objects.select_for_update().filter(pk=request.POST.get("to")).first()
            if source is None or target is None:
                return JsonResponse({"error": "unknown wallet"}, status=404)
            if source.balance < amount:
                return JsonResponse({"error": "insufficient funds"}, status=409)
            source.balance -= amount
            target.balance += amount
            source.save(update_fields=["balance"])
            target.save(update_fields=["balance"])
        return JsonResponse({"from": source.pk, "to": target.pk, "amount": str(amount)})
