"""Import pastes from the XML export of the old pastebin."""

from lxml import etree


def parse_export(data):
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    root = etree.fromstring(data, parser)
    for node in root.iter("paste"):
        yield {
            "title": node.findtext("title", ""),
            "body": node.findtext("body", ""),
            "language": node.get("language", "text"),
        }


def parse_settings(path):
    """The importer's own settings file, shipped with the app."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(path, parser).getroot()
