# Tag line parser
import re

TAG_LINE = r"^(\w+ )*\w*$"
VERSION = re.compile(r"^(\d+\.){2}\d+$")


def parse_tags(line):
    if re.match(TAG_LINE, line):
        return line.split()
    return []


def is_version(text):
    return bool(VERSION.match(text))
