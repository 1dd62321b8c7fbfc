// A build sheet import program of the h68 set (cwe-611-xxe).
// vintage car restorers: imports a customer's factory build sheet (XML) to plan a period-correct restoration
package uk.co.marqueandmotor.workshop;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

public class WorkshopApp {
    public static void main(String[] args) {
        Micronaut.run(WorkshopApp.class, args);
    }
}

@Serdeable
record BuildOption(String code, String description) {}

@Serdeable
record BuildSheet(String chassisNumber, String model, int year, String paintCode, String trim, List<BuildOption> options) {
    BuildSheet {
        options = List.copyOf(options);
    }

    boolean matchingNumbers(String chassis) {
        return chassisNumber.equalsIgnoreCase(chassis.strip());
    }
}

@Controller("/restorations")
class BuildSheetController {

    static Optional<String> child(Element parent, String tag) {
        var nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? Optional.empty() : Optional.of(nodes.item(0).getTextContent().strip());
    }

    static BuildSheet parse(byte[] xml) throws ParserConfigurationException, IOException, SAXException {
        var dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setIgnoringComments(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);

        var root = dbf.newDocumentBuilder().parse(new ByteArrayInputStream(xml)).getDocumentElement();
        var optionNodes = root.getElementsByTagName("option");
        var options = IntStream.range(0, optionNodes.getLength())
                .mapToObj(optionNodes::item)
                .map(Element.class::cast)
                .map(e -> new BuildOption(e.getAttribute("code"), e.getTextContent().strip()))
                .toList();

        return new BuildSheet(
                child(root, "chassis").orElseThrow(() -> new SAXException("chassis number missing")),
                child(root, "model").orElse("unknown"),
                child(root, "year").map(Integer::parseInt).orElse(0),
                child(root, "paint").orElse("unrecorded"),
                child(root, "trim").orElse("unrecorded"),
                options);
    }

    @Post(uri = "/{chassis}/build-sheet", consumes = {MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    HttpResponse<BuildSheet> importSheet(@PathVariable String chassis, @Body byte[] xml) {
        try {
            var sheet = parse(xml);
            return sheet.matchingNumbers(chassis)
                    ? HttpResponse.ok(sheet)
                    : HttpResponse.<BuildSheet>badRequest().header("X-Reason", "chassis number does not match the car");
        } catch (SAXException | IOException | ParserConfigurationException | NumberFormatException e) {
            return HttpResponse.<BuildSheet>badRequest().header("X-Reason", "unreadable build sheet");
        }
    }
}
