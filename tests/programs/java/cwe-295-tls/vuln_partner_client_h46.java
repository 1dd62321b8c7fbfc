// Client for the logistics partner's shipment tracking API, called over HTTPS.
package com.acme.shipping.partner;

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

public class PartnerTrackingClient {

    private static final String BASE = "https://api.logistics-partner.example/v2/shipments/";

    private final HttpClient http;

    public PartnerTrackingClient() throws GeneralSecurityException {
        this.http = HttpClient.newBuilder()
                .sslContext(buildContext())
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    private static SSLContext buildContext() throws GeneralSecurityException {
        TrustManager[] managers = {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }};
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, managers, new SecureRandom());
        return ctx;
    }

    public String track(String shipmentId) throws Exception {
        if (!shipmentId.matches("[A-Z0-9]{8,20}")) {
            throw new IllegalArgumentException("bad shipment id");
        }
        HttpRequest req = HttpRequest.newBuilder(URI.create(BASE + shipmentId))
                .header("Accept", "application/json")
                .GET()
                .build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() != 200) {
            throw new IllegalStateException("partner returned " + resp.statusCode());
        }
        return resp.body();
    }
}
