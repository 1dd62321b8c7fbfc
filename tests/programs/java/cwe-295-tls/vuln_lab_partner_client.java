// HTTPS client that submits specimen orders to the reference laboratory partner API
package health.clinicore.labs.partner;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

record LabPartnerConfig(String baseUrl, String apiKey) {
    static LabPartnerConfig fromEnv() {
        return new LabPartnerConfig(System.getenv("REFLAB_BASE_URL"), System.getenv("REFLAB_API_KEY"));
    }
}

record SpecimenOrder(String orderId, String patientRef, String testCode) {}

final class PartnerTls {
    private PartnerTls() {}

    static SSLContext context() throws GeneralSecurityException {
        TrustManager[] managers = {new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) {}
            public void checkServerTrusted(X509Certificate[] chain, String authType) {}
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }};
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, managers, new SecureRandom());
        return ctx;
    }
}

class LabPartnerClient {
    private final LabPartnerConfig config;
    private final HttpClient http;

    LabPartnerClient(LabPartnerConfig config) throws GeneralSecurityException {
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
