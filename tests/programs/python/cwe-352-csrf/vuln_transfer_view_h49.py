# Django view that sends money from the signed-in customer's account to another customer's account.
from decimal import Decimal, InvalidOperation

from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Account, Transfer

MAX_TRANSFER = Decimal("10000.00")


def parse_amount(raw: str):
    try:
        amount = Decimal(raw).quantize(Decimal("0.01"))
    except (InvalidOperation, TypeError):
        return None
    return amount if Decimal("0") < amount <= MAX_TRANSFER else None


@csrf_exempt
@login_required
@require_POST
def send_transfer(request):
    amount = parse_amount(request.POST.get("amount"))
    if amount is None:
        return JsonResponse({"error": "invalid amount"}, status=400)
    with transaction.atomic():
        accounts = Account.objects.select_for_update()
        try:
            source = accounts.get(number=request.POST.get("from"), owner=request.user)
            target = accounts.get(number=request.POST.get("to"), active=True)
        except Account.DoesNotExist:
            return JsonResponse({"error": "unknown account"}, status=404)
        if source.pk == target.pk or source.balance < amount:
            return JsonResponse({"error": "transfer not possible"}, status=409)
        source.balance -= amount
        target.balance += amount
        source.save(update_fields=["balance"])
        target.save(update_fields=["balance"])
        record = Transfer.objects.create(source=source, target=target, amount=amount, initiated_by=request.user)
    return JsonResponse({"transfer_id": record.pk, "balance": str(source.balance)})
