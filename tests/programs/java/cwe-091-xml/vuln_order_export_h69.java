// A order export program of the h69 set (cwe-091-xml).
package com.groovelinepressing.orders;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

final class PressingJob {
    final String account;
    final String catalogNumber;
    final String artist;
    final int quantity;
    final String vinylColour;
    final String labelNotes;

    private PressingJob(Builder b) {
        this.account = b.account;
        this.catalogNumber = b.catalogNumber;
        this.artist = b.artist;
        this.quantity = b.quantity;
        this.vinylColour = b.vinylColour;
        this.labelNotes = b.labelNotes;
    }

    static final class Builder {
        private String account;
        private String catalogNumber;
        private String artist;
        private int quantity = 300;
        private String vinylColour = "black";
        private String labelNotes = "";

        Builder account(String v) { this.account = v; return this; }
        Builder catalogNumber(String v) { this.catalogNumber = v; return this; }
        Builder artist(String v) { this.artist = v; return this; }
        Builder quantity(int v) { this.quantity = v; return this; }
        Builder vinylColour(String v) { this.vinylColour = v; return this; }
        Builder labelNotes(String v) { this.labelNotes = v == null ? "" : v; return this; }

        PressingJob build() { return new PressingJob(this); }
    }
}

final class JobTicketWriter {

    String toXml(PressingJob job) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<pressingJob account=\"" + xml(job.account) + "\">\n"
                + "  <catalog>" + xml(job.catalogNumber) + "</catalog>\n"
                + "  <artist>" + xml(job.artist) + "</artist>\n"
                + "  <quantity>" + job.quantity + "</quantity>\n"
                + "  <colour>" + xml(job.vinylColour) + "</colour>\n"
                + "  <priority>standard</priority>\n"
                + "  <labelNotes>" + job.labelNotes + "</labelNotes>\n"
                + "</pressingJob>\n";
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&apos;");
    }
}

@RestController
class PressingOrderController {

    private final HttpClient http = HttpClient.newHttpClient();
    private final JobTicketWriter writer = new JobTicketWriter();
    private final URI scheduler = URI.create("https://scheduler.groovelinepressing.com/api/job-tickets");

    @PostMapping("/orders")
    ResponseEntity<String> submit(@RequestHeader("X-Account") String account,
                                  @RequestParam String catalog,
                                  @RequestParam String artist,
                                  @RequestParam int quantity,
                                  @RequestParam(defaultValue = "black") String colour,
                                  @RequestParam(required = false) String notes)
            throws IOException, InterruptedException {
        if (quantity < 100 || quantity > 10_000) {
            return ResponseEntity.badRequest().body("quantity must be between 100 and 10000");
        }
        PressingJob.Builder builder = new PressingJob.Builder().account(account);
        builder.catalogNumber(catalog).artist(artist).quantity(quantity);
        builder.vinylColour(colour).labelNotes(notes);
        String ticket = writer.toXml(builder.build());

        HttpRequest req = HttpRequest.newBuilder(scheduler)
                .header("Content-Type", "application/xml")
                .POST(HttpRequest.BodyPublishers.ofString(ticket, StandardCharsets.UTF_8))
                .build();
        HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
        return res.statusCode() / 100 == 2
                ? ResponseEntity.accepted().body(res.body())
                : ResponseEntity.status(502).body("scheduler unavailable");
    }
}
