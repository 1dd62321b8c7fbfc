# Django form and view validating residential parking permit applications for the city services portal.
import re
from django import forms
from django.http import JsonResponse
from django.views.decorators.http import require_POST

PLATE_PATTERN = re.compile(r"^[A-Z0-9]+(?:-[A-Z0-9]+)*$")
ZONE_CODES = {"A": "Old Town", "B": "Riverside", "C": "North Hill"}


class PermitValidationError(Exception):
    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field
        self.message = message


class PermitApplicationForm(forms.Form):
    plate = forms.CharField(max_length=200)
    zone = forms.ChoiceField(choices=list(ZONE_CODES.items()))
    resident_id = forms.IntegerField(min_value=1)


class PlateValidator:
    def validate(self, plate: str) -> str:
        normalized = plate.strip().upper().replace(" ", "-")
        if not PLATE_PATTERN.match(normalized):
            raise PermitValidationError("plate", "registration plate format not recognised")
        return normalized


class PermitService:
    def __init__(self, validator: PlateValidator):
        self.validator = validator

    def apply(self, data: dict) -> dict:
        plate = self.validator.validate(data["plate"])
        return {"plate": plate, "zone": ZONE_CODES[data["zone"]], "resident_id": data["resident_id"], "status": "pending"}


service = PermitService(PlateValidator())


@require_POST
def submit_permit(request):
    form = PermitApplicationForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    try:
        permit = service.apply(form.cleaned_data)
    except PermitValidationError as exc:
        return JsonResponse({"errors": {exc.field: [exc.message]}}, status=400)
    return JsonResponse(permit, status=201)
