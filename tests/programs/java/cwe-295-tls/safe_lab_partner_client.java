// HTTPS client that submits specimen orders to the reference laboratory partner API
package health.clinicore.labs.partner;

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
import java.security.SecureRandom;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

record LabPartnerConfig(String baseUrl, String apiKey) {
    static LabPartnerConfig fromEnv() {
        return new LabPartnerConfig(System.getenv("REFLAB_BASE_URL"), System.getenv("REFLAB_API_KEY"));
    }
}

record SpecimenOrder(String orderId, String patientRef, String testCode) {}

final class PartnerTls {
    private PartnerTls() {}

    static SSLContext context() throws GeneralSecurityException, IOException {
        KeyStore trustStore = KeyStore.getInstance("PKCS12");
        char[] password = System.getenv("REFLAB_TRUSTSTORE_PASSWORD").toCharArray();
        try (InputStream in = Files.newInputStream(Path.of(System.getenv("REFLAB_TRUSTSTORE")))) {
            trustStore.load(in, password);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trustStore);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), new SecureRandom());
        return ctx;
    }
}

class LabPartnerClient {
    private final LabPartnerConfig config;
    private final HttpClient http;

    LabPartnerClient(LabPartnerConfig config) throws GeneralSecurityException, IOException {
        this.config = config;
        this.http = HttpClient.newBuilder()
            .sslContext(PartnerTls.context())
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    }

    int submit(SpecimenOrder order) throws IOException, InterruptedException {
        String json = String.format("{\"orderId\":\"%s\",\"patientRef\":\"%s\",\"test\":\"%s\"}",
            order.orderId(), order.patientRef(), order.testCode());
        HttpRequest req = HttpRequest.newBuilder(URI.create(config.baseUrl() + "/v1/orders"))
            .header("Authorization", "Bearer " + config.apiKey())
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build();
        return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
