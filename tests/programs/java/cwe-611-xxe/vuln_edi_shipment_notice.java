// Spark Java endpoint that accepts XML advance shipping notices from partner carriers.
package com.portside.edi;

import static spark.Spark.post;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

public class ShipmentNoticeRoutes {

    public void register() {
        post("/edi/asn", (req, res) -> {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            SAXParser parser = factory.newSAXParser();
            ContainerCollector collector = new ContainerCollector();
            parser.parse(new ByteArrayInputStream(req.bodyAsBytes()), collector);
            res.type("text/plain");
            return "accepted containers: " + String.join(",", collector.containers);
        });
    }

    static final class ContainerCollector extends DefaultHandler {
        final List<String> containers = new ArrayList<>();
        private StringBuilder text;

        @Override
        public void startElement(String uri, String local, String qName, Attributes attrs) {
            text = "ContainerNumber".equals(local) ? new StringBuilder() : null;
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            if (text != null) {
                text.append(ch, start, length);
            }
        }

        @Override
        public void endElement(String uri, String local, String qName) {
            if (text != null && "ContainerNumber".equals(local)) {
                containers.add(text.toString().trim());
                text = null;
            }
        }
    }
}
