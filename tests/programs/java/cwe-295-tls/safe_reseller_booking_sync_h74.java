// A reseller booking sync program of the h74 set (cwe-295-tls).
package com.glidecitytours.sync;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

class ResellerBookingSync {

    private static final List<String> CITIES = List.of("lisbon", "porto", "seville", "valencia");
    private static final String RESELLER_API = "https://partners.rolltripbookings.com/api/v3/cities/";

    private final Map<String, String> latestFeed = new ConcurrentHashMap<>();
    private final HttpClient client;

    ResellerBookingSync() throws Exception {
        this.client = HttpClient.newBuilder()
                .sslContext(buildSslContext())
                .connectTimeout(Duration.ofSeconds(10))
                .executor(Executors.newVirtualThreadPerTaskExecutor())
                .build();
    }

    public static void main(String[] args) throws Exception {
        ResellerBookingSync sync = new ResellerBookingSync();
        while (true) {
            sync.pullAll();
            TimeUnit.MINUTES.sleep(3);
        }
    }

    void pullAll() throws InterruptedException {
        String token = System.getenv("ROLLTRIP_TOKEN");
        try (ExecutorService perCity = Executors.newVirtualThreadPerTaskExecutor()) {
            for (String city : CITIES) {
                perCity.submit(() -> pull(city, token));
            }
        }
        System.out.println("synced " + latestFeed.size() + " city feeds");
    }

    private Void pull(String city, String token) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(RESELLER_API + city + "/bookings?window=48h"))
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(20))
                .GET()
                .build();
        HttpResponse<String> resp = client.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() == 200) {
            latestFeed.put(city, resp.body());
        }
        return null;
    }

    // the reseller gateway presents a certificate issued by their own CA; we ship that CA in a truststore
    private static SSLContext buildSslContext() throws Exception {
        KeyStore partnerCa = KeyStore.getInstance("PKCS12");
        try (InputStream in = ResellerBookingSync.class.getResourceAsStream("/rolltrip-ca.p12")) {
            partnerCa.load(in, System.getenv("ROLLTRIP_TRUSTSTORE_PASS").toCharArray());
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(partnerCa);
        TrustManager[] managers = tmf.getTrustManagers();
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, managers, null);
        return ctx;
    }
}
