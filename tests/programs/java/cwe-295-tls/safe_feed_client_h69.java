// A feed client program of the h69 set (cwe-295-tls).
package com.saltmarshtowage.dispatch;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
class BerthScheduleFeed {

    private static final Logger log = LoggerFactory.getLogger(BerthScheduleFeed.class);

    private final AtomicReference<String> latest = new AtomicReference<>("[]");
    private final HttpClient client;
    private final URI feedUri;
    private final String apiKey;

    BerthScheduleFeed(@Value("${harbour.feed.url:https://api.harbourtidelink.com/v3/berths/saltmarsh}") String url,
                      @Value("${harbour.feed.truststore:/etc/saltmarsh/harbour-truststore.p12}") String truststore,
                      @Value("${harbour.feed.api-key}") String apiKey) throws Exception {
        this.feedUri = URI.create(url);
        this.apiKey = apiKey;
        this.client = HttpClient.newBuilder()
                .sslContext(buildSslContext(truststore))
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext buildSslContext(String truststore) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(Path.of(truststore))) {
            store.load(in, null);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(store);
        TrustManager[] managers = tmf.getTrustManagers();
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, managers, null);
        return ctx;
    }

    @Scheduled(fixedRateString = "${harbour.feed.interval-ms:180000}")
    void refresh() {
        HttpRequest request = HttpRequest.newBuilder(feedUri)
                .header("Accept", "application/json")
                .header("X-Api-Key", apiKey)
                .timeout(Duration.ofSeconds(20))
                .GET()
                .build();
        try {
            HttpResponse<String> res = client.send(request, HttpResponse.BodyHandlers.ofString());
            if (res.statusCode() == 200) {
                latest.set(res.body());
            } else {
                log.warn("berth feed answered {}", res.statusCode());
            }
        } catch (Exception e) {
            log.error("berth feed refresh failed", e);
        }
    }

    String currentSchedule() {
        return latest.get();
    }
}
