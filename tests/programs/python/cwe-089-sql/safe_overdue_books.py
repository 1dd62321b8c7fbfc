# Django class-based view listing overdue loans at a library branch, optionally for one patron surname.
from datetime import date, timedelta

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

from circulation.models import Loan


class OverdueLoansView(LoginRequiredMixin, View):
    base_sql = (
        "SELECT l.id, l.book_id, l.patron_id, l.due_date "
        "FROM circulation_loan l "
        "WHERE l.branch_code = %s AND l.returned_at IS NULL AND l.due_date <= %s"
    )

    def build_query(self, branch_code, cutoff, surname):
        sql = self.base_sql
        params = [branch_code, cutoff]
        if surname:
            sql += (
                " AND l.patron_id IN (SELECT p.id FROM circulation_patron p "
                "WHERE p.surname ILIKE %s)"
            )
            params.append(surname + "%")
        return sql + " ORDER BY l.due_date", params

    def get(self, request, branch_code):
        try:
            min_days = int(request.GET.get("min_days", "14"))
        except ValueError:
            return HttpResponseBadRequest("min_days must be an integer")
        cutoff = date.today() - timedelta(days=min_days)
        surname = request.GET.get("surname", "").strip()

        sql, params = self.build_query(branch_code, cutoff, surname)
        loans = Loan.objects.raw(sql, params)
        data = [
            {"loan": l.id, "book": l.book_id, "patron": l.patron_id, "due": l.due_date.isoformat()}
            for l in loans
        ]
        return JsonResponse({"branch": branch_code, "overdue": data})
