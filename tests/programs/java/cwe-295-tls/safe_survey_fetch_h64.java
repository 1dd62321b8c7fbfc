// A survey fetch program of the h64 set (cwe-295-tls).
package net.contourhouse.atlas.survey;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Nightly pull of survey benchmarks (trig points, levelling marks) from the
 * national survey partner feed, used to re-anchor our contour sheets.
 * CSV columns: mark_id,easting,northing,height_m,observed
 */
class BenchmarkFeedJob {
    private static final URI FEED = URI.create("https://feeds.geodetic-partners.org/benchmarks/latest.csv");

    record Benchmark(String markId, double easting, double northing, double heightM, String observed) {}

    private final HttpClient client;

    BenchmarkFeedJob() throws GeneralSecurityException, IOException {
        this.client = HttpClient.newBuilder()
                .sslContext(partnerContext())
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    List<Benchmark> fetch() throws IOException, InterruptedException {
        String token = System.getenv("GEODETIC_FEED_TOKEN");
        HttpRequest req = HttpRequest.newBuilder(FEED)
                .header("Authorization", "Bearer " + token)
                .timeout(Duration.ofSeconds(60))
                .GET()
                .build();
        HttpResponse<String> resp = client.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() != 200) {
            throw new IOException("feed returned " + resp.statusCode());
        }
        List<Benchmark> marks = new ArrayList<>();
        for (String line : resp.body().split("\n")) {
            String[] f = line.trim().split(",");
            if (f.length != 5 || f[0].equals("mark_id")) {
                continue;
            }
            marks.add(new Benchmark(f[0], Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                    Double.parseDouble(f[3]), f[4]));
        }
        return marks;
    }

    // the partner issues its server certificates from its own CA (PEM bundle path in GEODETIC_CA_PEM)
    private static SSLContext partnerContext() throws GeneralSecurityException, IOException {
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        CertificateFactory cf = CertificateFactory.getInstance("X.509");
        try (InputStream in = Files.newInputStream(Path.of(System.getenv("GEODETIC_CA_PEM")))) {
            int i = 0;
            for (Certificate cert : cf.generateCertificates(in)) {
                trust.setCertificateEntry("partner-ca-" + i++, cert);
            }
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }
}
