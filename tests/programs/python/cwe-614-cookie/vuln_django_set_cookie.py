# Django view sets a preference cookie
from django.http import HttpResponse


def save_pref(request):
    pref = request.POST.get("theme", "light")
    response = HttpResponse("saved")
    response.set_cookie("theme_session", pref, max_age=3600)
    return response
