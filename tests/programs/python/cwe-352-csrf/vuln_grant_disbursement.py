# Django view that lets a nonprofit program officer approve a grant disbursement to a partner organisation.
from dataclasses import dataclass
from decimal import Decimal

from django.contrib.auth.decorators import login_required, permission_required
from django.db import transaction
from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Disbursement, Grant


@dataclass
class ApprovalCommand:
    grant_id: int
    amount: Decimal
    officer_id: int
    memo: str


class DisbursementService:
    @transaction.atomic
    def approve(self, cmd: ApprovalCommand) -> Disbursement:
        grant = Grant.objects.select_for_update().get(pk=cmd.grant_id)
        if cmd.amount <= 0 or cmd.amount > grant.remaining_balance:
            raise ValueError("amount exceeds remaining balance")
        grant.remaining_balance -= cmd.amount
        grant.save(update_fields=["remaining_balance"])
        return Disbursement.objects.create(grant=grant, amount=cmd.amount, approved_by_id=cmd.officer_id,
                                           memo=cmd.memo[:500], status=Disbursement.Status.APPROVED)


service = DisbursementService()


@csrf_exempt
@login_required
@permission_required("grants.approve_disbursement", raise_exception=True)
@require_POST
def approve_disbursement(request: HttpRequest, grant_id: int):
    get_object_or_404(Grant, pk=grant_id, program__officers=request.user)
    try:
        amount = Decimal(request.POST["amount"])
        cmd = ApprovalCommand(grant_id, amount, request.user.id, request.POST.get("memo", ""))
        disbursement = service.approve(cmd)
    except (KeyError, ArithmeticError, ValueError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    return JsonResponse({"disbursement": disbursement.id, "amount": str(disbursement.amount),
                         "status": disbursement.status})
