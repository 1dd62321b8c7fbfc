// A crossing manifest job program of the h74 set (cwe-091-xml).
package uk.solentglide.manifest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
@EnableScheduling
class ManifestApplication {
    public static void main(String[] args) {
        SpringApplication.run(ManifestApplication.class, args);
    }
}

record AssistanceRequest(String bookingRef, String passengerName, String need, String note) {}

@Component
class PendingAssistance {
    final Map<String, List<AssistanceRequest>> byCrossing = new ConcurrentHashMap<>();
}

@RestController
class AssistanceController {
    private final PendingAssistance pending;

    AssistanceController(PendingAssistance pending) {
        this.pending = pending;
    }

    @PostMapping("/crossings/{crossingId}/assistance")
    ResponseEntity<Void> request(@PathVariable String crossingId, @RequestBody AssistanceRequest body) {
        if (!crossingId.matches("RYD-\\d{8}-\\d{4}")) {
            return ResponseEntity.badRequest().build();
        }
        pending.byCrossing.compute(crossingId, (k, list) -> {
            List<AssistanceRequest> next = list == null ? new ArrayList<>() : new ArrayList<>(list);
            next.add(body);
            return next;
        });
        return ResponseEntity.accepted().build();
    }
}

@Component
class ManifestWriter {
    private static final Path OUTBOX = Paths.get("/var/solentglide/harbour-outbox");
    private final PendingAssistance pending;

    ManifestWriter(PendingAssistance pending) {
        this.pending = pending;
    }

    @Scheduled(fixedDelay = 300_000)
    void writeManifests() throws IOException {
        for (String crossing : List.copyOf(pending.byCrossing.keySet())) {
            List<AssistanceRequest> requests = pending.byCrossing.remove(crossing);
            if (requests == null) {
                continue;
            }
            StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            xml.append("<manifest crossing=\"").append(crossing).append("\" generated=\"")
                    .append(LocalDateTime.now().format(DateTimeFormatter.ISO_LOCAL_DATE_TIME)).append("\">\n");
            for (AssistanceRequest r : requests) {
                xml.append("  <passenger booking=\"").append(text(r.bookingRef())).append("\">\n")
                        .append("    <name>").append(text(r.passengerName())).append("</name>\n")
                        .append("    <need>").append(text(r.need())).append("</need>\n")
                        .append("    <note>").append(text(r.note())).append("</note>\n")
                        .append("  </passenger>\n");
            }
            xml.append("</manifest>\n");
            Files.writeString(OUTBOX.resolve(crossing + ".xml"), xml, StandardCharsets.UTF_8);
        }
    }

    private static String text(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&apos;");
    }
}
