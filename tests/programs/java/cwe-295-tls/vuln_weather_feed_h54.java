// Scheduled client that pulls METAR weather reports for monitored airports.
package aero.northwind.ops.weather;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class WeatherFeedClient {

    private static final List<String> STATIONS = List.of("KSEA", "KPDX", "KBOI", "KGEG");
    private static final String FEED = "https://wx.northwind-ops.example/metar/";

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
        TrustManager[] managers = {new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) {}
            public void checkServerTrusted(X509Certificate[] chain, String authType) {}
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }};
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, managers, new SecureRandom());
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
