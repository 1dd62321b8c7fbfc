# Django view appends a GET value to a list and stores element 0 in the session
from django.http import HttpResponse


def remember(request):
    values = []
    values.append(request.GET.get("account", ""))
    values.append("fallback")
    request.session["account"] = values[0]
    return HttpResponse("remembered")
