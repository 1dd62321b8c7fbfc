# authentication setup for the pyramid app
from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.config import Configurator


def main(global_config, **settings):
    config = Configurator(settings=settings)
    policy = AuthTktAuthenticationPolicy(settings["auth.secret"], hashalg="sha512", secure=True, httponly=True)
    config.set_authentication_policy(policy)
    return config.make_wsgi_app()
