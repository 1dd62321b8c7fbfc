// Client used by a telecom operator's notification service to submit SMS messages to the partner gateway
package net.telco.sms;

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
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

record GatewaySettings(String baseUrl, String apiKey, String caStore, Duration timeout) {
    static GatewaySettings fromEnv() {
        return new GatewaySettings(System.getenv("SMS_GATEWAY_URL"), System.getenv("SMS_GATEWAY_KEY"),
                System.getenv("SMS_GATEWAY_CA_STORE"), Duration.ofSeconds(10));
    }
}

final class TlsContexts {
    private TlsContexts() {}

    static SSLContext forGateway(String caStorePath) throws GeneralSecurityException, IOException {
        KeyStore trust = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(Path.of(caStorePath))) {
            trust.load(in, null);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }
}

public class SmsGatewayClient {
    private final GatewaySettings settings;
    private final HttpClient http;

    public SmsGatewayClient(GatewaySettings settings) throws GeneralSecurityException, IOException {
        this.settings = settings;
        this.http = HttpClient.newBuilder()
                .sslContext(TlsContexts.forGateway(settings.caStore()))
                .connectTimeout(settings.timeout())
                .build();
    }

    public int send(String msisdn, String text) throws IOException, InterruptedException {
        String json = String.format("{\"to\":\"%s\",\"text\":\"%s\"}", msisdn, text.replace("\"", "\\\""));
        HttpRequest req = HttpRequest.newBuilder(URI.create(settings.baseUrl() + "/v2/messages"))
                .header("Authorization", "Bearer " + settings.apiKey())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
