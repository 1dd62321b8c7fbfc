# Pyramid login view that returns the user to where they came from.
from pyramid.httpexceptions import HTTPSeeOther
from pyramid.view import view_config


@view_config(route_name="login", request_method="POST")
def login(request):
    raise HTTPSeeOther(location=request.route_url("home"))
