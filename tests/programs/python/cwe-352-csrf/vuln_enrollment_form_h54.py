# Django views that let a parent list and withdraw a child's after-school course enrollments.
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from .models import Enrollment

WITHDRAW_REASONS = {"schedule", "cost", "moved", "other"}


def owned_by(user):
    return lambda enrollment: enrollment.guardian_id == user.id


def serialise(enrollment):
    return {"id": enrollment.pk, "course": enrollment.course.title, "child": enrollment.child_name, "status": enrollment.status}


@login_required
@require_GET
def list_enrollments(request):
    rows = Enrollment.objects.filter(guardian=request.user).select_related("course")
    return JsonResponse({"enrollments": list(map(serialise, rows))})


@csrf_exempt
@login_required
@require_POST
def withdraw(request, enrollment_id):
    enrollment = get_object_or_404(Enrollment.objects.select_related("course"), pk=enrollment_id)
    if not owned_by(request.user)(enrollment):
        return JsonResponse({"error": "not your enrollment"}, status=403)
    reason = request.POST.get("reason", "other")
    enrollment.status = "withdrawn"
    enrollment.withdraw_reason = reason if reason in WITHDRAW_REASONS else "other"
    enrollment.save(update_fields=["status", "withdraw_reason"])
    return JsonResponse(serialise(enrollment))
