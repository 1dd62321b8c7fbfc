# A terrarium kit import program of the h64 set (cwe-022-path).
"""Imports terrarium build kits uploaded by partner studios.

A kit is a zip archive containing manifest.json plus the layer photos the
manifest refers to:

    {"kit": "Cloud Forest Jar", "vessel": {"type": "jar", "litres": 8},
     "layers": [{"name": "drainage", "depth_cm": 3, "photo": "photos/drainage.jpg"},
                {"name": "substrate", "depth_cm": 6, "photo": "photos/substrate.jpg"}],
     "plants": [{"species": "Fittonia albivenis", "qty": 2}]}
"""
import json
import logging
import os
import sys
import zipfile

log = logging.getLogger("kit_import")

KIT_LIBRARY = os.environ.get("KIT_LIBRARY", "/srv/terraria/kits")
LAYER_ORDER = ["drainage", "barrier", "substrate", "moss", "hardscape", "top dressing"]
MAX_PHOTO_BYTES = 8 * 1024 * 1024


def slug(text):
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")[:60] or "kit"


def read_manifest(zf):
    with zf.open("manifest.json") as fh:
        manifest = json.load(fh)
    if not isinstance(manifest.get("layers"), list):
        raise ValueError("manifest has no layer list")
    return manifest


def extract_photos(zf, layers, dest):
    written = {}
    for layer in layers:
        member = layer.get("photo")
        if not member:
            continue
        info = zf.getinfo(member)
        if info.file_size > MAX_PHOTO_BYTES:
            log.warning("skipping oversized photo %s", member)
            continue
        target = os.path.realpath(os.path.join(dest, member))
        if os.path.commonpath([target, os.path.realpath(dest)]) != os.path.realpath(dest):
            log.warning("skipping photo outside the kit folder: %s", member)
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with zf.open(info) as src, open(target, "wb") as out:
            out.write(src.read())
        written[layer["name"]] = target
    return written


def import_kit(archive_path):
    with zipfile.ZipFile(archive_path) as zf:
        manifest = read_manifest(zf)
        dest = os.path.join(KIT_LIBRARY, slug(manifest.get("kit", "")))
        os.makedirs(dest, exist_ok=True)
        layers = sorted(
            manifest["layers"],
            key=lambda l: LAYER_ORDER.index(l["name"]) if l.get("name") in LAYER_ORDER else 99,
        )
        photos = extract_photos(zf, layers, dest)

    depth = sum(float(l.get("depth_cm", 0)) for l in layers)
    plant_count = sum(int(p.get("qty", 1)) for p in manifest.get("plants", []))
    summary = {
        "kit": manifest.get("kit"),
        "vessel": manifest.get("vessel", {}),
        "layers": [l["name"] for l in layers],
        "total_depth_cm": depth,
        "plants": plant_count,
        "photos": photos,
    }
    with open(os.path.join(dest, "summary.json"), "w", encoding="utf-8") as fh:
        json.dump(summary, fh, indent=2)
    return summary


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    for path in sys.argv[1:]:
        log.info("imported %s", import_kit(path))
