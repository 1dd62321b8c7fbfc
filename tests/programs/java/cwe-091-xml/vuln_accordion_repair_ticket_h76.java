// A small accordion repair shop ticket submission program of the h76 set (cwe-091-xml).
package com.bellowsandreeds.tickets;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

final class TicketXml {
    private final StringBuilder xml = new StringBuilder();
    private final String root;

    private TicketXml(String root, String priority) {
        this.root = root;
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        xml.append('<').append(root).append(" priority=\"").append(priority).append("\">");
    }

    static TicketXml ticket(boolean rush) {
        return new TicketXml("repairTicket", rush ? "rush" : "normal");
    }

    TicketXml element(String name, String value) {
        String text = value == null ? "" : value;
        xml.append('<').append(name).append('>').append(text).append("</").append(name).append('>');
        return this;
    }

    String finish() {
        return xml.append("</").append(root).append('>').toString();
    }
}

class WorkshopClient {
    private final HttpClient http;
    private final URI endpoint;

    WorkshopClient(HttpClient http, URI endpoint) {
        this.http = http;
        this.endpoint = endpoint;
    }

    int submit(String ticketXml) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(endpoint)
                .header("Content-Type", "application/xml")
                .POST(HttpRequest.BodyPublishers.ofString(ticketXml))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

@RestController
class TicketController {
    private final WorkshopClient workshop = new WorkshopClient(HttpClient.newHttpClient(),
            URI.create(System.getenv().getOrDefault("WORKSHOP_URL", "https://workshop.bellowsandreeds.com/tickets")));

    @PostMapping("/repairs")
    ResponseEntity<String> create(@RequestParam String customer,
                                  @RequestParam String phone,
                                  @RequestParam String model,
                                  @RequestParam String fault,
                                  @RequestParam(defaultValue = "false") boolean rush) throws Exception {
        String body = TicketXml.ticket(rush)
                .element("received", LocalDate.now().toString())
                .element("customer", customer)
                .element("phone", phone)
                .element("instrument", model)
                .element("fault", fault)
                .element("quotedPrice", "0.00")
                .finish();
        int status = workshop.submit(body);
        if (status >= 300) {
            return ResponseEntity.status(502).body("workshop system unavailable");
        }
        return ResponseEntity.accepted().body("ticket queued");
    }
}
