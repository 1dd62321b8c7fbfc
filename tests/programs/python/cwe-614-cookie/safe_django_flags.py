# Django view sets a cookie with both flags on
from django.http import HttpResponse


def save_pref(request):
    pref = request.POST.get("theme", "light")
    response = HttpResponse("saved")
    response.set_cookie("theme", pref, secure=True, httponly=True, samesite="Lax")
    return response
