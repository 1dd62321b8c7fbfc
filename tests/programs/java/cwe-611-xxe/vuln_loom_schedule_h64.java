// A loom schedule program of the h64 set (cwe-611-xxe).
package com.weftworks.mill.schedule;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Shed managers export next week's loom plan from their planning sheet as XML and
 * drop it in the shared upload folder:
 * <plan week="2024-W19"><loom id="J-14" shed="north"><run warp="..." weft="..." metres="..."/></loom></plan>
 * This turns every uploaded plan into a per-shed CSV for the floor displays.
 */
class LoomPlanImporter {
    private final Path uploads;
    private final Path displays;

    LoomPlanImporter(Path uploads, Path displays) {
        this.uploads = uploads;
        this.displays = displays;
    }

    void importPlan(String fileName) throws IOException, SAXException, ParserConfigurationException {
        Document doc;
        try (InputStream in = Files.newInputStream(uploads.resolve(Path.of(fileName).getFileName()))) {
            doc = newBuilder().parse(in);
        }
        String week = doc.getDocumentElement().getAttribute("week");

        Map<String, List<String>> byShed = new TreeMap<>();
        NodeList looms = doc.getElementsByTagName("loom");
        for (int i = 0; i < looms.getLength(); i++) {
            Element loom = (Element) looms.item(i);
            String shed = loom.getAttribute("shed").replaceAll("[^a-z0-9-]", "");
            NodeList runs = loom.getElementsByTagName("run");
            for (int j = 0; j < runs.getLength(); j++) {
                Element run = (Element) runs.item(j);
                String line = String.join(",",
                        loom.getAttribute("id"),
                        run.getAttribute("warp"),
                        run.getAttribute("weft"),
                        run.getAttribute("metres"),
                        run.getTextContent().trim());
                byShed.computeIfAbsent(shed.isEmpty() ? "unassigned" : shed, k -> new ArrayList<>()).add(line);
            }
        }

        for (Map.Entry<String, List<String>> e : byShed.entrySet()) {
            List<String> rows = new ArrayList<>();
            rows.add("# week " + week);
            rows.add("loom,warp,weft,metres,notes");
            rows.addAll(e.getValue());
            Files.write(displays.resolve(e.getKey() + ".csv"), rows, StandardCharsets.UTF_8);
        }
    }

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        return dbf.newDocumentBuilder();
    }
}
