# Django view returning a veterinary clinic's visit history filtered by a list of species.
import json

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST


def fetch_all(sql, params=None):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        cols = [c[0] for c in cursor.description]
        return [dict(zip(cols, row)) for row in cursor.fetchall()]


def build_visit_query(clinic_id, species_list):
    placeholders = ", ".join(["%s"] * len(species_list))
    sql = (
        "SELECT v.id, p.name, p.species, v.reason, v.visited_on FROM clinic_visit v "
        "JOIN clinic_patient p ON p.id = v.patient_id "
        "WHERE v.clinic_id = %s AND p.species IN (" + placeholders + ") ORDER BY v.visited_on DESC"
    )
    return sql, [clinic_id] + list(map(lambda s: s.lower(), species_list))


@login_required
@require_POST
def visit_history(request, clinic_id):
    try:
        payload = json.loads(request.body or b"{}")
    except ValueError:
        return HttpResponseBadRequest("invalid json")
    species = [s for s in payload.get("species", []) if isinstance(s, str) and s]
    if not species:
        return HttpResponseBadRequest("species required")
    sql, params = build_visit_query(int(clinic_id), species)
    return JsonResponse({"clinic": int(clinic_id), "visits": fetch_all(sql, params)})
