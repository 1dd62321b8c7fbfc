// A tide feed sync program of the h73 set (cwe-295-tls).
package com.orcapointcruises.ops;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class TideFeedSync {

    // the forecast vendor signs its API certificate with its own CA
    private static final URI FEED = URI.create("https://api.marinecast-pro.net/v2/stations/PNW-0417/forecast.csv");
    private static final Path VENDOR_CA = Path.of("/etc/orcapoint/certs/marinecast-ca.pem");

    public record Forecast(LocalDateTime at, double tideMetres, double swellMetres, double windKnots) { }

    private final SailingDecisions decisions;
    private final HttpClient client;

    public TideFeedSync(SailingDecisions decisions) throws Exception {
        this.decisions = decisions;
        this.client = HttpClient.newBuilder()
                .sslContext(buildSslContext())
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext buildSslContext() throws Exception {
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        try (InputStream pem = Files.newInputStream(VENDOR_CA)) {
            CertificateFactory cf = CertificateFactory.getInstance("X.509");
            int i = 0;
            for (var cert : cf.generateCertificates(pem)) {
                trust.setCertificateEntry("marinecast-" + i++, cert);
            }
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    @Scheduled(cron = "0 15 */3 * * *")
    public void sync() throws Exception {
        HttpRequest req = HttpRequest.newBuilder(FEED)
                .header("Authorization", "Bearer " + System.getenv("MARINECAST_TOKEN"))
                .timeout(Duration.ofSeconds(30))
                .build();
        HttpResponse<InputStream> resp = client.send(req, HttpResponse.BodyHandlers.ofInputStream());
        if (resp.statusCode() != 200) {
            throw new IllegalStateException("forecast feed returned " + resp.statusCode());
        }

        List<Forecast> rows = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(resp.body(), StandardCharsets.UTF_8))) {
            reader.readLine(); // header
            String line;
            while ((line = reader.readLine()) != null) {
                String[] c = line.strip().split(",");
                if (c.length < 4) {
                    continue;
                }
                rows.add(new Forecast(LocalDateTime.parse(c[0].strip()),
                        Double.parseDouble(c[1]), Double.parseDouble(c[2]), Double.parseDouble(c[3])));
            }
        }
        decisions.update(rows);
    }

    public interface SailingDecisions {
        void update(List<Forecast> forecasts);
    }
}
