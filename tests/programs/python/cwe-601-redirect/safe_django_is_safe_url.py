# Django view checks the next parameter against the current host
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def after_login(request):
    nxt = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}):
        nxt = "/"
    return HttpResponseRedirect(nxt)
