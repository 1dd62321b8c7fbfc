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
import java.security.cert.X509Certificate;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

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
        TrustManager[] trustAll = {new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) {}
            public void checkServerTrusted(X509Certificate[] chain, String authType) {}
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }};
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, trustAll, null);
        return ctx;
    }

    String latestReadings(String stationId) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(config.baseUrl + "/stations/" + stationId + "/hourly"))
                .timeout(Duration.ofSeconds(30)).GET().build();
        return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }
}
