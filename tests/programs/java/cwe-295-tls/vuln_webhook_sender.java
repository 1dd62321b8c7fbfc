// Outbound webhook dispatcher that posts signed event payloads to partner endpoints over HTTPS.
package com.acme.events.webhooks;

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

public class WebhookDispatcher {

    private final HttpClient client;

    public WebhookDispatcher() throws GeneralSecurityException {
        this.client = HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(5))
                .sslContext(partnerSslContext())
                .build();
    }

    public int deliver(String endpoint, String jsonPayload, String signature)
            throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(endpoint))
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .header("X-Acme-Signature", signature)
                .POST(HttpRequest.BodyPublishers.ofString(jsonPayload))
                .build();
        return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private static SSLContext partnerSslContext() throws GeneralSecurityException {
        TrustManager[] trustManagers = {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }};
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, trustManagers, new SecureRandom());
        return ctx;
    }
}
