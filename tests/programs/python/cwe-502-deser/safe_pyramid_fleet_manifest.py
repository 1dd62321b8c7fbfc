# Pyramid view that accepts YAML provisioning manifests describing new devices for a fleet.
import yaml
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPRequestEntityTooLarge
from pyramid.view import view_config

MAX_MANIFEST_BYTES = 256 * 1024
REQUIRED_KEYS = {"fleet", "devices"}


def parse_manifest(raw: bytes) -> dict:
    text = raw.decode("utf-8")
    document = yaml.load(text, Loader=yaml.SafeLoader)
    if not isinstance(document, dict):
        raise ValueError("manifest must be a mapping")
    missing = REQUIRED_KEYS - document.keys()
    if missing:
        raise ValueError("missing keys: " + ", ".join(sorted(missing)))
    return document


def normalise_devices(devices):
    result = []
    for item in devices:
        result.append({
            "serial": str(item["serial"]).upper(),
            "model": str(item.get("model", "gw-100")),
            "site": str(item.get("site", "unassigned")),
        })
    return result


@view_config(route_name="manifest_upload", request_method="POST", renderer="json")
def manifest_upload(request):
    if request.content_length and request.content_length > MAX_MANIFEST_BYTES:
        raise HTTPRequestEntityTooLarge()
    try:
        manifest = parse_manifest(request.body)
        devices = normalise_devices(manifest["devices"])
    except (ValueError, KeyError, TypeError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise HTTPBadRequest(json_body={"error": str(exc)})
    request.registry.settings["provisioner"].enqueue(manifest["fleet"], devices)
    return {"fleet": manifest["fleet"], "accepted": len(devices)}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("manifest_upload", "/fleets/manifests")
        config.scan()
        return config.make_wsgi_app()
