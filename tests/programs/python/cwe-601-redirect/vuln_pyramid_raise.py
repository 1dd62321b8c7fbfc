# Pyramid login view that returns the user to where they came from.
from pyramid.httpexceptions import HTTPSeeOther
from pyramid.view import view_config


@view_config(route_name="login", request_method="POST")
def login(request):
    came_from = request.params.get("came_from", "/")
    raise HTTPSeeOther(location=came_from)
