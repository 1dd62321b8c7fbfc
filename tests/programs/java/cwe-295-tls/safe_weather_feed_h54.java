// Scheduled client that pulls METAR weather reports for monitored airports.
package aero.northwind.ops.weather;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class WeatherFeedClient {

    private static final List<String> STATIONS = List.of("KSEA", "KPDX", "KBOI", "KGEG");
    private static final String FEED = "https://wx.northwind-ops.example/metar/";
    private static final Path FEED_CA = Path.of("/etc/northwind/wx-feed-ca.pem");

    private final HttpClient http;
    private final Consumer<String> sink;

    public WeatherFeedClient(MetarStore store) throws Exception {
        this.http = HttpClient.newBuilder()
            .sslContext(feedContext())
            .connectTimeout(Duration.ofSeconds(5))
            .build();
        this.sink = store::save;
    }

    private static SSLContext feedContext() throws Exception {
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        try (InputStream in = Files.newInputStream(FEED_CA)) {
            trust.setCertificateEntry("wx-feed-ca", CertificateFactory.getInstance("X.509").generateCertificate(in));
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    @Scheduled(fixedDelay = 600_000)
    public void refresh() {
        STATIONS.stream()
            .map(station -> HttpRequest.newBuilder(URI.create(FEED + station)).GET().build())
            .map(request -> http.sendAsync(request, HttpResponse.BodyHandlers.ofString()))
            .forEach(future -> future
                .thenApply(HttpResponse::body)
                .thenAccept(sink)
                .exceptionally(err -> null));
    }
}
