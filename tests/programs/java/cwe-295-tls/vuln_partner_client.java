// Client that submits shipment manifests to a logistics partner's HTTPS API
package com.acme.logistics.partner;

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

final class PartnerManifestClient {

    private final HttpClient http;
    private final URI endpoint;
    private final String apiKey;

    public PartnerManifestClient(URI endpoint, String apiKey) throws GeneralSecurityException {
        this.endpoint = endpoint;
        this.apiKey = apiKey;
        this.http = HttpClient.newBuilder()
                .sslContext(partnerContext())
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext partnerContext() throws GeneralSecurityException {
        TrustManager[] managers = {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }};
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, managers, new SecureRandom());
        return ctx;
    }

    public int submit(String manifestJson) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/v2/manifests"))
                .header("Authorization", "Bearer " + apiKey)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(manifestJson))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
