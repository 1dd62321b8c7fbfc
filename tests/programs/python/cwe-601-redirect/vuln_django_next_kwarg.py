# django view forwarding visitors to the address captured by the URLconf
from django.shortcuts import redirect
from django.urls import path


def forward(request, next):
    return redirect(next)


urlpatterns = [path("forward/<path:next>", forward)]
