// Client that forwards smart meter interval batches to the utility head-end system over HTTPS
package energy.brightwater.headend;

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
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

public class HeadEndClient {

    private static final Path HEADEND_CA = Path.of("/etc/brightwater/pki/headend-ca.pem");

    private final HttpClient http;
    private final URI endpoint;

    public HeadEndClient(URI endpoint) throws GeneralSecurityException, IOException {
        this.endpoint = endpoint;
        this.http = HttpClient.newBuilder()
                .sslContext(buildContext())
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext buildContext() throws GeneralSecurityException, IOException {
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        try (InputStream in = Files.newInputStream(HEADEND_CA)) {
            trust.setCertificateEntry("headend-ca", CertificateFactory.getInstance("X.509").generateCertificate(in));
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    public CompletableFuture<Integer> pushBatch(String meterId, String jsonBatch) {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/v2/meters/" + meterId + "/intervals"))
                .header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(jsonBatch))
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding())
                .thenApply(HttpResponse::statusCode)
                .exceptionally(err -> -1);
    }
}
