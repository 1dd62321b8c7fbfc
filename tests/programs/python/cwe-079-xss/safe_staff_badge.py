# Django view that renders an employee badge snippet for the HR intranet directory.
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from .models import Employee

BADGE_MARKUP = (
    '<div class="badge badge-%(dept)s">'
    "<h3>%(name)s</h3>"
    "<p>%(title)s</p>"
    '<em class="note">%(note)s</em>'
    "</div>"
)


def badge_html(employee: Employee, note: str) -> str:
    context = {
        "dept": escape(employee.department.slug),
        "name": escape(employee.full_name),
        "title": escape(employee.job_title),
        "note": escape(note),
    }
    return mark_safe(BADGE_MARKUP % context)


@login_required
@require_GET
def employee_badge(request, employee_id: int):
    employee = get_object_or_404(Employee.objects.select_related("department"), pk=employee_id)
    note = request.GET.get("note", "")[:140]
    html = badge_html(employee, note)
    return HttpResponse(html, content_type="text/html; charset=utf-8")
