# Unseen set h59: loan renewal views
"""Django views letting signed-in library members renew their current loans."""
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Optional

from django.contrib.auth.decorators import login_required
from django.db import connection, transaction
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

MAX_RENEWALS = 3
LOAN_PERIOD = timedelta(days=21)


@dataclass
class Loan:
    loan_id: int
    member_id: int
    item_barcode: str
    due_date: date
    renewals: int


class LoanRepository:
    def find_for_member(self, loan_id: int, member_id: int) -> Optional[Loan]:
        with connection.cursor() as cur:
            cur.execute(
                "SELECT id, member_id, item_barcode, due_date, renewals FROM circulation_loan "
                "WHERE id = %s AND member_id = %s AND returned_at IS NULL",
                [loan_id, member_id],
            )
            row = cur.fetchone()
        return Loan(*row) if row else None

    def has_holds(self, item_barcode: str) -> bool:
        with connection.cursor() as cur:
            cur.execute("SELECT 1 FROM circulation_hold WHERE item_barcode = %s AND active", [item_barcode])
            return cur.fetchone() is not None

    def extend(self, loan: Loan, new_due: date) -> None:
        with connection.cursor() as cur:
            cur.execute(
                "UPDATE circulation_loan SET due_date = %s, renewals = renewals + 1 WHERE id = %s",
                [new_due, loan.loan_id],
            )


class RenewalService:
    def __init__(self, repository: LoanRepository) -> None:
        self._repository = repository

    @transaction.atomic
    def renew(self, loan_id: int, member_id: int) -> date:
        loan = self._repository.find_for_member(loan_id, member_id)
        if loan is None:
            raise LookupError("loan not found")
        if loan.renewals >= MAX_RENEWALS:
            raise PermissionError("renewal limit reached")
        if self._repository.has_holds(loan.item_barcode):
            raise PermissionError("another member is waiting for this item")
        new_due = max(loan.due_date, date.today()) + LOAN_PERIOD
        self._repository.extend(loan, new_due)
        return new_due


renewals = RenewalService(LoanRepository())


@csrf_exempt
@login_required
@require_POST
def renew_loan(request: HttpRequest, loan_id: int) -> JsonResponse:
    try:
        new_due = renewals.renew(loan_id, request.user.id)
    except LookupError as exc:
        return JsonResponse({"error": str(exc)}, status=404)
    except PermissionError as exc:
        return JsonResponse({"error": str(exc)}, status=409)
    return JsonResponse({"loanId": loan_id, "dueDate": new_due.isoformat()})
