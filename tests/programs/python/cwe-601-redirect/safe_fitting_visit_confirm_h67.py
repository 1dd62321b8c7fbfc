# A fitting visit confirm program of the h67 set (cwe-601-redirect).
# saddle makers: riders confirm a saddle-fitting visit from an emailed link and are sent back to the booking page
from __future__ import annotations

from datetime import datetime
from uuid import UUID

from django.conf import settings
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from ninja import NinjaAPI, Query, Schema
from ninja.errors import HttpError
from pydantic import Field

from fitting.models import FittingVisit

api = NinjaAPI(title="Fitting visits", urls_namespace="fittings")

DEFAULT_RETURN = "/fittings/thanks/"


class ConfirmParams(Schema):
    token: UUID
    return_to: str = Field(default=DEFAULT_RETURN, min_length=1, max_length=500)
    horses: int = Field(default=1, ge=1, le=6)


class VisitOut(Schema):
    visit_id: int
    yard_name: str
    scheduled_for: datetime
    confirmed: bool


class VisitService:
    def confirm(self, token: UUID, horses: int) -> FittingVisit:
        visit = get_object_or_404(FittingVisit, confirm_token=token)
        if visit.scheduled_for < timezone.now():
            raise HttpError(410, "this fitting visit has already passed")
        visit.confirmed_at = timezone.now()
        visit.horse_count = horses
        visit.save(update_fields=["confirmed_at", "horse_count"])
        return visit

    def is_permitted_return(self, request, url: str) -> bool:
        return url_has_allowed_host_and_scheme(
            url,
            allowed_hosts={settings.FITTING_SITE_DOMAIN, request.get_host()},
            require_https=request.is_secure(),
        )


service = VisitService()


@api.get("/visits/confirm", auth=None)
def confirm_visit(request, params: Query[ConfirmParams]):
    service.confirm(params.token, params.horses)
    target = params.return_to if service.is_permitted_return(request, params.return_to) else DEFAULT_RETURN
    return HttpResponseRedirect(target)


@api.get("/visits/{visit_id}", response=VisitOut)
def visit_detail(request, visit_id: int):
    visit = get_object_or_404(FittingVisit, pk=visit_id, rider__user=request.user)
    return VisitOut(
        visit_id=visit.pk,
        yard_name=visit.yard_name,
        scheduled_for=visit.scheduled_for,
        confirmed=visit.confirmed_at is not None,
    )
