// Spring controller that lets production accounting push approved crew timecards to the payroll provider
package film.bluegate.accounting;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/accounting/payroll")
public class PayrollSyncController {

    public record Timecard(String crewId, String legalName, String bankRouting, String bankAccount,
                           double hours, double rate) {}

    private static final URI PAYROLL_ENDPOINT = URI.create("http://api.reelpay-payroll.com/v3/timecards");

    private final HttpClient client = HttpClient.newHttpClient();
    private final ObjectMapper mapper = new ObjectMapper();

    private CompletableFuture<Integer> submit(String productionId, List<Timecard> cards) {
        try {
            byte[] payload = mapper.writeValueAsBytes(Map.of("production", productionId, "timecards", cards));
            HttpRequest req = HttpRequest.newBuilder(PAYROLL_ENDPOINT)
                    .header("Authorization", "Bearer " + System.getenv("REELPAY_API_TOKEN"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(payload))
                    .build();
            return client.sendAsync(req, HttpResponse.BodyHandlers.discarding()).thenApply(HttpResponse::statusCode);
        } catch (Exception e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @PostMapping("/{productionId}/sync")
    public CompletableFuture<ResponseEntity<Map<String, Object>>> sync(@PathVariable String productionId,
                                                                       @RequestBody List<Timecard> cards) {
        List<Timecard> billable = cards.stream().filter(c -> c.hours() > 0 && c.rate() > 0).toList();
        if (billable.isEmpty()) {
            return CompletableFuture.completedFuture(
                    ResponseEntity.badRequest().body(Map.<String, Object>of("error", "no billable timecards")));
        }
        return submit(productionId, billable)
                .thenApply(status -> ResponseEntity.status(status >= 200 && status < 300 ? 202 : 502)
                        .body(Map.<String, Object>of("submitted", billable.size(), "providerStatus", status)))
                .exceptionally(err -> ResponseEntity.status(502)
                        .body(Map.<String, Object>of("error", "payroll provider unreachable")));
    }
}
