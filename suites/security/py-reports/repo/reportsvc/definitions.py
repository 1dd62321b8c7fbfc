"""Report definitions uploaded by analysts as YAML documents."""

import yaml

REQUIRED = ("name", "query", "columns")


def parse_definition(text):
    doc = yaml.load(text, Loader=yaml.Loader)
    for key in REQUIRED:
        if key not in doc:
            raise ValueError(f"missing {key}")
    return doc


def parse_builtin(path):
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=yaml.SafeLoader)
