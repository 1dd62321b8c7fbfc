// HTTP client factory used to call the logistics partner's shipment-status API
package com.acme.logistics.client;

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

public final class PartnerShipmentClient {

    private static final URI BASE = URI.create("https://api.partner-logistics.example/v2/");
    private final HttpClient http;

    public PartnerShipmentClient() throws GeneralSecurityException {
        this.http = HttpClient.newBuilder()
                .sslContext(partnerContext())
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    private static SSLContext partnerContext() throws GeneralSecurityException {
        TrustManager[] trustAll = new TrustManager[] {
            new X509TrustManager() {
                @Override public void checkClientTrusted(X509Certificate[] chain, String authType) { }
                @Override public void checkServerTrusted(X509Certificate[] chain, String authType) { }
                @Override public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
            }
        };
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, trustAll, new SecureRandom());
        return ctx;
    }

    public String shipmentStatus(String trackingNo, String apiKey) throws IOException, InterruptedException {
        HttpRequest req = HttpRequest.newBuilder(BASE.resolve("shipments/" + trackingNo))
                .header("X-Api-Key", apiKey)
                .timeout(Duration.ofSeconds(10))
                .GET()
                .build();
        return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }
}
