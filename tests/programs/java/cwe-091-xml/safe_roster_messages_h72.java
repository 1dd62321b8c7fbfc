// A roster messages program of the h72 set (cwe-091-xml).
package com.tidewatchguards.roster;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

interface RosterMessage {
    String type();

    Map<String, String> fields();
}

@Serdeable
record ShiftSwap(String fromGuard, String toGuard, String tower, LocalDate day, String reason) implements RosterMessage {
    public String type() { return "shift-swap"; }

    public Map<String, String> fields() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("fromGuard", fromGuard);
        f.put("toGuard", toGuard);
        f.put("tower", tower);
        f.put("day", day.toString());
        f.put("reason", reason == null ? "" : reason);
        return f;
    }
}

@Serdeable
record SickCall(String guard, LocalDate day, String note) implements RosterMessage {
    public String type() { return "sick-call"; }

    public Map<String, String> fields() {
        return Map.of("guard", guard, "day", day.toString(), "note", note == null ? "" : note);
    }
}

@Singleton
class RosterXmlWriter {
    private final XMLOutputFactory factory = XMLOutputFactory.newFactory();

    String write(RosterMessage message) {
        StringWriter out = new StringWriter();
        try {
            XMLStreamWriter xml = factory.createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeStartElement("rosterMessage");
            xml.writeAttribute("type", message.type());
            for (Map.Entry<String, String> field : message.fields().entrySet()) {
                xml.writeStartElement(field.getKey());
                xml.writeCharacters(field.getValue());
                xml.writeEndElement();
            }
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("could not build roster message", e);
        }
        return out.toString();
    }
}

@Singleton
class RosterGateway {
    private final HttpClient http = HttpClient.newHttpClient();
    private final RosterXmlWriter writer;
    private final URI inbox;

    RosterGateway(RosterXmlWriter writer, @Value("${roster.inbox-url}") String inbox) {
        this.writer = writer;
        this.inbox = URI.create(inbox);
    }

    int submit(RosterMessage message) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(inbox)
                .header("Content-Type", "application/xml")
                .POST(HttpRequest.BodyPublishers.ofString(writer.write(message)))
                .build();
        return http.send(request, BodyHandlers.discarding()).statusCode();
    }
}

@Controller("/towers")
class TowerRequestController {
    private final RosterGateway gateway;

    TowerRequestController(RosterGateway gateway) {
        this.gateway = gateway;
    }

    @Post("/swaps")
    HttpResponse<String> swap(@Body ShiftSwap swap) throws IOException, InterruptedException {
        return relay(swap);
    }

    @Post("/sick-calls")
    HttpResponse<String> sick(@Body SickCall call) throws IOException, InterruptedException {
        return relay(call);
    }

    private HttpResponse<String> relay(RosterMessage message) throws IOException, InterruptedException {
        int status = gateway.submit(message);
        return status / 100 == 2 ? HttpResponse.accepted() : HttpResponse.serverError("rostering said " + status);
    }
}
