// Looks up plant-floor machine location and maintenance owner from the equipment catalog XML
package com.steelworks.mes.equipment;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

record MachineInfo(String serial, String line, String owner) {}

class EquipmentCatalog {
    private final Document doc;

    EquipmentCatalog(String file) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.doc = dbf.newDocumentBuilder().parse(Files.newInputStream(Paths.get(file)));
    }

    Element findMachine(String serial) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(name -> "serial".equals(name.getLocalPart()) ? serial : null);
        String expr = "/catalog/machine[@serial=$serial]";
        return (Element) xpath.evaluate(expr, doc, XPathConstants.NODE);
    }
}

class EquipmentService {
    private final EquipmentCatalog catalog;

    EquipmentService(EquipmentCatalog catalog) {
        this.catalog = catalog;
    }

    MachineInfo lookup(String serial) throws Exception {
        Element machine = catalog.findMachine(serial.trim());
        if (machine == null) return null;
        return new MachineInfo(machine.getAttribute("serial"), machine.getAttribute("line"), machine.getAttribute("owner"));
    }
}

@Path("/equipment")
class EquipmentResource {
    private static final EquipmentService SERVICE = create();

    private static EquipmentService create() {
        try {
            return new EquipmentService(new EquipmentCatalog(System.getenv("EQUIPMENT_CATALOG_XML")));
        } catch (Exception e) {
            throw new IllegalStateException("catalog unavailable", e);
        }
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public MachineInfo find(@QueryParam("serial") String serial) throws Exception {
        return SERVICE.lookup(serial);
    }
}
