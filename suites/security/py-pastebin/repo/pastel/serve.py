"""Entry point of the container image: the port is published by the container runtime."""

from wsgiref.simple_server import make_server

from .app import application

if __name__ == "__main__":
    with make_server("0.0.0.0", 8000, application) as httpd:
        httpd.serve_forever()
