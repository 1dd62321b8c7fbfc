// Client that pulls hourly readings from remote automatic weather stations over HTTPS
package weather.ingest;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

final class FeedConfig {
    final String baseUrl;
    final Path trustStore;
    final char[] trustStorePassword;

    FeedConfig(String baseUrl, Path trustStore, char[] trustStorePassword) {
        this.baseUrl = baseUrl;
        this.trustStore = trustStore;
        this.trustStorePassword = trustStorePassword;
    }

    static FeedConfig fromEnvironment() {
        return new FeedConfig(System.getenv("STATION_FEED_URL"),
                Path.of(System.getenv().getOrDefault("STATION_TRUSTSTORE", "/etc/weather/stations.p12")),
                System.getenv().getOrDefault("STATION_TRUSTSTORE_PASS", "").toCharArray());
    }
}

class StationFeedClient {
    private final FeedConfig config;
    private final HttpClient http;

    StationFeedClient(FeedConfig config) throws Exception {
        this.config = config;
        this.http = HttpClient.newBuilder()
                .sslContext(buildContext(config))
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext buildContext(FeedConfig config) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(config.trustStore)) {
            store.load(in, config.trustStorePassword);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(store);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    String latestReadings(String stationId) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(config.baseUrl + "/stations/" + stationId + "/hourly"))
                .timeout(Duration.ofSeconds(30)).GET().build();
        return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }
}
