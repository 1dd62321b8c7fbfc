# Tag line parser
import re

TAG_LINE = r"^(\w+\s?)*$"


def parse_tags(line):
    if re.match(TAG_LINE, line):
        return line.split()
    return []
