// Client used by the integration service to deliver signed webhooks to partner endpoints
package com.acme.integration.webhooks;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

public class PartnerWebhookClient {

    private final HttpClient http;

    public PartnerWebhookClient() throws Exception {
        this.http = HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(5))
                .sslContext(buildContext())
                .build();
    }

    private static SSLContext buildContext() throws Exception {
        KeyStore partnerStore = KeyStore.getInstance("PKCS12");
        char[] storePassword = System.getenv("PARTNER_TRUSTSTORE_PASSWORD").toCharArray();
        try (InputStream in = Files.newInputStream(Path.of(System.getenv("PARTNER_TRUSTSTORE")))) {
            partnerStore.load(in, storePassword);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(partnerStore);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), new SecureRandom());
        return ctx;
    }

    public int deliver(String endpoint, String payload, String signature) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(endpoint))
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .header("X-Acme-Signature", signature)
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
