// Veterinary lab webhook that fetches finished test results from reference labs.
package vet.riverside.labs;

import java.net.URI;
import java.util.Map;
import java.util.Optional;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.http.ResponseEntity;
import org.springframework.scheduling.annotation.Async;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class LabResultsController {

    public record LabNotice(String lab, String accession, String resultUrl) {}
    public record FetchJob(String accession, URI source) {}

    private static final Map<String, String> LAB_HOSTS = Map.of(
        "idexx", "results.idexx-reference.example.com",
        "antech", "api.antech-diagnostics.example.com");

    private final ApplicationEventPublisher events;
    private final RestTemplate rest;
    private final PatientChartService charts;

    public LabResultsController(ApplicationEventPublisher events, RestTemplate rest, PatientChartService charts) {
        this.events = events;
        this.rest = rest;
        this.charts = charts;
    }

    private static Optional<URI> trustedSource(LabNotice notice) {
        String expectedHost = notice.lab() == null ? null : LAB_HOSTS.get(notice.lab());
        if (expectedHost == null || notice.resultUrl() == null) {
            return Optional.empty();
        }
        try {
            URI uri = URI.create(notice.resultUrl());
            boolean ok = "https".equals(uri.getScheme()) && expectedHost.equals(uri.getHost())
                && (uri.getPort() == -1 || uri.getPort() == 443) && uri.getRawUserInfo() == null;
            return ok ? Optional.of(uri) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    @PostMapping("/webhooks/lab-results")
    public ResponseEntity<Void> notice(@RequestBody LabNotice notice) {
        Optional<URI> source = trustedSource(notice);
        if (source.isEmpty()) {
            return ResponseEntity.badRequest().build();
        }
        events.publishEvent(new FetchJob(notice.accession(), source.get()));
        return ResponseEntity.accepted().build();
    }

    @Async
    @EventListener
    public void onFetch(FetchJob job) {
        String report = rest.getForObject(job.source(), String.class);
        charts.attachLabReport(job.accession(), report);
    }
}
