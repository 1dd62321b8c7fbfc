# Django view follows the next parameter
from django.http import HttpResponseRedirect


def after_login(request):
    nxt = request.GET.get("next", "/")
    return HttpResponseRedirect(nxt)
