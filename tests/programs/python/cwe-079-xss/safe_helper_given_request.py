# A helper takes the request to pick where to go next; only the view's response counts.
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


def next_url(request, fallback="/"):
    target = request.GET.get("next", "")
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return target
    return fallback


def done(request):
    return redirect(next_url(request))
