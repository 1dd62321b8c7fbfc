// Imports ocean freight container manifests submitted as XML by forwarding agents
package com.portlogic.intake.manifest;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

record ContainerLine(String containerNo, String sealNo, String description) {}

@Component
class ManifestXmlParser {
    List<ContainerLine> parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        NodeList nodes = doc.getElementsByTagNameNS("*", "container");
        List<ContainerLine> lines = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            lines.add(new ContainerLine(e.getAttribute("number"), e.getAttribute("seal"), e.getTextContent().trim()));
        }
        return lines;
    }
}

@Service
class ManifestImportService {
    private final ManifestXmlParser parser;

    ManifestImportService(ManifestXmlParser parser) {
        this.parser = parser;
    }

    List<ContainerLine> importManifest(String xml) throws Exception {
        List<ContainerLine> lines = parser.parse(xml);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("manifest has no containers");
        }
        return lines;
    }
}

@RestController
class ManifestImportController {
    private final ManifestImportService service;

    ManifestImportController(ManifestImportService service) {
        this.service = service;
    }

    @PostMapping(value = "/manifests/import", consumes = "application/xml")
    List<ContainerLine> upload(@RequestBody String xml) throws Exception {
        return service.importManifest(xml);
    }
}
