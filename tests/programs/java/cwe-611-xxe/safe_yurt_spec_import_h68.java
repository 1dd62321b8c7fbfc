// A yurt spec import program of the h68 set (cwe-611-xxe).
// yurt makers: reads a dealer's XML yurt specification and prices the lattice walls, roof poles and cover
package nz.feltandframe.orders;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Optional;

@SpringBootApplication
public class YurtOrdersApp {
    public static void main(String[] args) {
        SpringApplication.run(YurtOrdersApp.class, args);
    }
}

record YurtSpec(double diameterM, int wallSections, int roofPoles, String coverMaterial, String dealerNote) {
    double coverAreaM2() {
        var radius = diameterM / 2;
        return Math.PI * radius * radius * 1.15 + Math.PI * diameterM * 1.9;
    }
}

record Quote(YurtSpec spec, BigDecimal totalNzd) {}

@RestController
class YurtSpecController {

    private static final Map<String, BigDecimal> COVER_PRICE_PER_M2 = Map.of(
            "canvas", new BigDecimal("38.50"),
            "felt", new BigDecimal("61.00"),
            "ripstop", new BigDecimal("44.75"));
    private static final BigDecimal WALL_SECTION = new BigDecimal("410.00");
    private static final BigDecimal ROOF_POLE = new BigDecimal("27.50");

    static YurtSpec read(byte[] xml) throws XMLStreamException {
        var factory = XMLInputFactory.newInstance();
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);

        var reader = factory.createXMLStreamReader(new ByteArrayInputStream(xml));
        double diameter = 0;
        int walls = 0, poles = 0;
        String cover = "canvas";
        var note = new StringBuilder();
        try {
            while (reader.hasNext()) {
                if (reader.next() != XMLStreamConstants.START_ELEMENT) {
                    continue;
                }
                switch (reader.getLocalName()) {
                    case "yurt" -> diameter = Double.parseDouble(reader.getAttributeValue(null, "diameter"));
                    case "khana" -> walls = Integer.parseInt(reader.getAttributeValue(null, "sections"));
                    case "roof" -> poles = Integer.parseInt(reader.getAttributeValue(null, "poles"));
                    case "cover" -> cover = Optional.ofNullable(reader.getAttributeValue(null, "material")).orElse(cover);
                    case "note" -> note.append(reader.getElementText().strip());
                    default -> { }
                }
            }
        } finally {
            reader.close();
        }
        return new YurtSpec(diameter, walls, poles, cover, note.toString());
    }

    @PostMapping(value = "/quotes", consumes = {MediaType.APPLICATION_XML_VALUE, MediaType.TEXT_XML_VALUE})
    Quote quote(@RequestBody byte[] body) throws XMLStreamException {
        var spec = read(body);
        var coverRate = Optional.ofNullable(COVER_PRICE_PER_M2.get(spec.coverMaterial()))
                .orElseThrow(() -> new IllegalArgumentException("unknown cover " + spec.coverMaterial()));

        var total = WALL_SECTION.multiply(BigDecimal.valueOf(spec.wallSections()))
                .add(ROOF_POLE.multiply(BigDecimal.valueOf(spec.roofPoles())))
                .add(coverRate.multiply(BigDecimal.valueOf(spec.coverAreaM2())))
                .setScale(2, RoundingMode.HALF_UP);
        return new Quote(spec, total);
    }

    @ExceptionHandler({XMLStreamException.class, IllegalArgumentException.class})
    Map<String, String> badSpec(Exception e) {
        return Map.of("error", "could not read yurt specification", "detail", String.valueOf(e.getMessage()));
    }
}
