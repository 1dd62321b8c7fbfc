// A vessel position sync program of the h70 set (cwe-295-tls).
package ie.lochferries.terminal.ais;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
class VesselPositionSync {

    record Vessel(String name, String mmsi) {}

    record Position(String mmsi, double lat, double lon, double speedKnots, Instant reportedAt) {}

    record Feed(List<Position> positions) {}

    private static final Logger log = LoggerFactory.getLogger(VesselPositionSync.class);
    private static final String FEED = "https://api.seatrackr-ais.net/v2/positions?mmsi=";

    private final List<Vessel> fleet = List.of(
            new Vessel("MV Aran Star", "250004127"),
            new Vessel("MV Corrib Lady", "250004389"),
            new Vessel("MV Inis Mór", "250002201"));

    private final Map<String, Position> latest = new ConcurrentHashMap<>();
    private final ObjectMapper json = new ObjectMapper().findAndRegisterModules();
    private final HttpClient http;

    VesselPositionSync() throws GeneralSecurityException, IOException {
        this.http = HttpClient.newBuilder()
                .sslContext(partnerContext())
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    private static SSLContext partnerContext() throws GeneralSecurityException, IOException {
        Path store = Path.of(System.getenv().getOrDefault("AIS_TRUSTSTORE", "/etc/lochferries/ais-truststore.p12"));
        char[] password = System.getenv().getOrDefault("AIS_TRUSTSTORE_PASSWORD", "").toCharArray();
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            trusted.load(in, password);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trusted);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    @Scheduled(fixedDelayString = "PT30S")
    void refresh() {
        String ids = fleet.stream().map(Vessel::mmsi).collect(Collectors.joining(","));
        HttpRequest request = HttpRequest.newBuilder(URI.create(FEED + ids))
                .header("Accept", "application/json")
                .header("X-Api-Key", System.getenv().getOrDefault("SEATRACKR_KEY", ""))
                .timeout(Duration.ofSeconds(10))
                .build();
        http.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(HttpResponse::body)
                .thenApply(this::parse)
                .thenAccept(feed -> feed.positions().forEach(p -> latest.merge(p.mmsi(), p,
                        (old, neu) -> neu.reportedAt().isAfter(old.reportedAt()) ? neu : old)))
                .exceptionally(e -> {
                    log.warn("AIS refresh failed: {}", e.getMessage());
                    return null;
                });
    }

    Map<String, Position> snapshot() {
        return fleet.stream()
                .filter(v -> latest.containsKey(v.mmsi()))
                .collect(Collectors.toMap(Vessel::name, v -> latest.get(v.mmsi())));
    }

    private Feed parse(String body) {
        try {
            return json.readValue(body, Feed.class);
        } catch (Exception e) {
            throw new IllegalStateException("bad AIS payload", e);
        }
    }
}
