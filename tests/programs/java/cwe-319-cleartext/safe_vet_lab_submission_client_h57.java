// Client that submits veterinary clinic samples to the external diagnostics lab, with a small retry wrapper
package vet.clinic.lab;

import java.time.Duration;
import java.util.function.Supplier;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestTemplate;

record LabSettings(String baseUrl, String clinicCode, String apiToken) {
    static LabSettings load() {
        return new LabSettings("https://api.vetdiagnostics.example/v1", System.getenv("LAB_CLINIC_CODE"),
                System.getenv("LAB_API_TOKEN"));
    }
}

record SampleSubmission(String petName, String ownerPhone, String species, String testPanel) {}

record SubmissionReceipt(String accession, String status) {}

final class Retry {
    private Retry() {}

    static <T> T withBackoff(int attempts, Supplier<T> call) {
        ResourceAccessException last = null;
        for (int i = 0; i < attempts; i++) {
            try {
                return call.get();
            } catch (ResourceAccessException e) {
                last = e;
                try { Thread.sleep(250L << i); } catch (InterruptedException ie) { Thread.currentThread().interrupt(); break; }
            }
        }
        throw last;
    }
}

@Component
class LabSubmissionClient {
    private final LabSettings settings = LabSettings.load();
    private final RestTemplate rest;

    LabSubmissionClient(RestTemplateBuilder builder) {
        this.rest = builder.rootUri(settings.baseUrl()).setConnectTimeout(Duration.ofSeconds(5)).build();
    }

    SubmissionReceipt submit(SampleSubmission sample) {
        HttpHeaders headers = new HttpHeaders();
        headers.setContentType(MediaType.APPLICATION_JSON);
        headers.setBearerAuth(settings.apiToken());
        headers.set("X-Clinic-Code", settings.clinicCode());
        HttpEntity<SampleSubmission> entity = new HttpEntity<>(sample, headers);
        return Retry.withBackoff(3, () -> rest.postForObject("/samples", entity, SubmissionReceipt.class));
    }
}
