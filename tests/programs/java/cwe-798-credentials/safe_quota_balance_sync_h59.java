// Unseen set h59: quota balance sync
package no.fjordcatch.quota;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;

record QuotaBalance(String vesselCfr, String stockCode, double allocatedTonnes, double remainingTonnes) {}

record QuotaPage(LocalDate asOf, List<QuotaBalance> balances) {}

class FisheriesRegistryClient {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
    private final URI baseUri;
    private final String apiKey;

    FisheriesRegistryClient(URI baseUri, String apiKey) {
        if (apiKey == null || apiKey.isBlank()) {
            throw new IllegalStateException("FISHREG_API_KEY is not configured");
        }
        this.baseUri = baseUri;
        this.apiKey = apiKey;
    }

    QuotaPage balancesForProducerOrg(String producerOrg) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(baseUri.resolve("/v3/producer-orgs/" + producerOrg + "/quota-balances"))
                .header("X-Api-Key", apiKey)
                .header("Accept", "application/json")
                .GET()
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("registry returned " + response.statusCode());
        }
        return mapper.readValue(response.body(), QuotaPage.class);
    }
}

class QuotaMirrorRepository {
    private final String jdbcUrl;

    QuotaMirrorRepository(String jdbcUrl) {
        this.jdbcUrl = jdbcUrl;
    }

    void upsert(QuotaPage page) throws Exception {
        try (Connection con = DriverManager.getConnection(jdbcUrl, System.getenv("QUOTA_DB_USER"), System.getenv("QUOTA_DB_PASSWORD"));
             PreparedStatement ps = con.prepareStatement(
                     "INSERT INTO quota_mirror (vessel_cfr, stock_code, allocated_t, remaining_t, as_of) VALUES (?, ?, ?, ?, ?) "
                             + "ON CONFLICT (vessel_cfr, stock_code) DO UPDATE SET allocated_t = EXCLUDED.allocated_t, "
                             + "remaining_t = EXCLUDED.remaining_t, as_of = EXCLUDED.as_of")) {
            for (QuotaBalance b : page.balances()) {
                ps.setString(1, b.vesselCfr());
                ps.setString(2, b.stockCode());
                ps.setDouble(3, b.allocatedTonnes());
                ps.setDouble(4, b.remainingTonnes());
                ps.setObject(5, page.asOf());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}

class QuotaSyncJob implements Runnable {
    private final FisheriesRegistryClient registry;
    private final QuotaMirrorRepository mirror;
    private final String producerOrg;

    QuotaSyncJob(FisheriesRegistryClient registry, QuotaMirrorRepository mirror, String producerOrg) {
        this.registry = registry;
        this.mirror = mirror;
        this.producerOrg = producerOrg;
    }

    @Override
    public void run() {
        try {
            mirror.upsert(registry.balancesForProducerOrg(producerOrg));
        } catch (Exception e) {
            System.err.println("quota sync skipped this cycle: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        QuotaSyncJob job = new QuotaSyncJob(
                new FisheriesRegistryClient(URI.create("https://api.fishreg.example.no"), System.getenv("FISHREG_API_KEY")),
                new QuotaMirrorRepository(System.getenv("QUOTA_DB_URL")),
                System.getenv().getOrDefault("PRODUCER_ORG", "PO-NOR-017"));
        while (!Thread.currentThread().isInterrupted()) {
            job.run();
            TimeUnit.HOURS.sleep(6);
        }
    }
}
