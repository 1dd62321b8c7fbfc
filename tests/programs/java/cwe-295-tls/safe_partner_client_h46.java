// Client for the logistics partner's shipment tracking API, called over HTTPS.
package com.acme.shipping.partner;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

public class PartnerTrackingClient {

    private static final String BASE = "https://api.logistics-partner.example/v2/shipments/";

    private final HttpClient http;

    public PartnerTrackingClient() throws GeneralSecurityException, IOException {
        this.http = HttpClient.newBuilder()
                .sslContext(buildContext())
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    private static SSLContext buildContext() throws GeneralSecurityException, IOException {
        KeyStore trustStore = KeyStore.getInstance("PKCS12");
        String password = System.getenv("PARTNER_TRUSTSTORE_PASSWORD");
        try (InputStream in = Files.newInputStream(Paths.get("/etc/acme/partner-truststore.p12"))) {
            trustStore.load(in, password == null ? null : password.toCharArray());
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trustStore);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), new SecureRandom());
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
