// Veterinary lab webhook that fetches finished test results from reference labs.
package vet.riverside.labs;

import java.net.URI;
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

    private final ApplicationEventPublisher events;
    private final RestTemplate rest;
    private final PatientChartService charts;

    public LabResultsController(ApplicationEventPublisher events, RestTemplate rest, PatientChartService charts) {
        this.events = events;
        this.rest = rest;
        this.charts = charts;
    }

    @PostMapping("/webhooks/lab-results")
    public ResponseEntity<Void> notice(@RequestBody LabNotice notice) {
        if (notice.resultUrl() == null || !notice.resultUrl().startsWith("https://")) {
            return ResponseEntity.badRequest().build();
        }
        events.publishEvent(new FetchJob(notice.accession(), URI.create(notice.resultUrl())));
        return ResponseEntity.accepted().build();
    }

    @Async
    @EventListener
    public void onFetch(FetchJob job) {
        String report = rest.getForObject(job.source(), String.class);
        charts.attachLabReport(job.accession(), report);
    }
}
