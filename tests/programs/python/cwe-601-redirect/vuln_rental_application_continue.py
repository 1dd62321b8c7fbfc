# Django view for a rental application wizard that forwards the applicant to a requested next step.
from dataclasses import dataclass

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from .forms import IncomeDetailsForm
from .models import RentalApplication


@dataclass
class WizardStep:
    application_id: int
    continue_to: str


class ApplicationWizard:
    def __init__(self, request: HttpRequest):
        self.request = request

    def fallback(self, app_id: int) -> str:
        return reverse("applications:review", args=[app_id])

    def destination(self, step: WizardStep) -> str:
        target = step.continue_to.strip()
        if target and target.startswith("/"):
            return target
        return self.fallback(step.application_id)


@login_required
@require_http_methods(["GET", "POST"])
def income_details(request: HttpRequest, app_id: int):
    application = get_object_or_404(RentalApplication, pk=app_id, applicant=request.user)
    form = IncomeDetailsForm(request.POST or None, instance=application)
    if request.method == "POST" and form.is_valid():
        form.save()
        step = WizardStep(app_id, request.POST.get("continue", ""))
        return HttpResponseRedirect(ApplicationWizard(request).destination(step))
    context = {"form": form, "application": application, "continue": request.GET.get("continue", "")}
    return render(request, "applications/income.html", context)
