# Django views letting HR managers review and approve annual leave requests from their team.
from django.contrib.auth.decorators import login_required, permission_required
from django.db import transaction
from django.http import JsonResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from .models import LeaveRequest


@login_required
@require_GET
def pending_requests(request):
    pending = (
        LeaveRequest.objects.filter(employee__manager=request.user, status=LeaveRequest.PENDING)
        .select_related("employee")
        .order_by("start_date")
    )
    return render(request, "leave/pending.html", {"requests": pending})


@csrf_exempt
@login_required
@permission_required("leave.change_leaverequest", raise_exception=True)
@require_POST
def decide_request(request, request_id: int):
    decision = request.POST.get("decision")
    if decision not in {"approve", "reject"}:
        return JsonResponse({"error": "decision must be approve or reject"}, status=400)
    with transaction.atomic():
        leave = get_object_or_404(
            LeaveRequest.objects.select_for_update(),
            pk=request_id,
            employee__manager=request.user,
            status=LeaveRequest.PENDING,
        )
        leave.status = LeaveRequest.APPROVED if decision == "approve" else LeaveRequest.REJECTED
        leave.decided_by = request.user
        leave.decided_at = timezone.now()
        leave.manager_note = request.POST.get("note", "")[:500]
        leave.save(update_fields=["status", "decided_by", "decided_at", "manager_note"])
    return JsonResponse({"id": leave.pk, "status": leave.status})
