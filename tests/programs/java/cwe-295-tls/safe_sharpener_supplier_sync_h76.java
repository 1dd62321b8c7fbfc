// A knife sharpener supplier stock sync program of the h76 set (cwe-295-tls).
package com.edgecraft.supply;

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
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

final class TlsSettings {
    private TlsSettings() {
    }

    static TrustManager[] trustManagers() throws GeneralSecurityException, IOException {
        KeyStore trustStore = null;
        String storePath = System.getenv("SUPPLIER_TRUSTSTORE");
        if (storePath != null) {
            trustStore = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(Path.of(storePath))) {
                trustStore.load(in, System.getenv("SUPPLIER_TRUSTSTORE_PASSWORD").toCharArray());
            }
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(trustStore);
        return factory.getTrustManagers();
    }

    static SSLContext context() throws GeneralSecurityException, IOException {
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, trustManagers(), new SecureRandom());
        return ctx;
    }
}

class SupplierClient {
    private final HttpClient http;
    private final URI stockUri;
    private final String apiKey;

    SupplierClient(SSLContext sslContext, URI stockUri, String apiKey) {
        this.http = HttpClient.newBuilder()
                .sslContext(sslContext)
                .connectTimeout(Duration.ofSeconds(10))
                .build();
        this.stockUri = stockUri;
        this.apiKey = apiKey;
    }

    String fetchStockCsv() throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(stockUri)
                .header("Authorization", "Bearer " + apiKey)
                .header("Accept", "text/csv")
                .GET()
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("supplier returned " + response.statusCode());
        }
        return response.body();
    }
}

class StockSyncJob {
    public static void main(String[] args) throws Exception {
        SupplierClient client = new SupplierClient(
                TlsSettings.context(),
                URI.create("https://api.whetstone-wholesale.com/v2/stock.csv"),
                System.getenv("WHETSTONE_API_KEY"));
        Path target = Path.of(System.getenv().getOrDefault("STOCK_FILE", "/var/edgecraft/stock.csv"));
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        scheduler.scheduleAtFixedRate(() -> {
            try {
                Files.writeString(target, client.fetchStockCsv());
                System.out.println("stock list refreshed");
            } catch (IOException | InterruptedException e) {
                System.err.println("stock sync failed: " + e.getMessage());
            }
        }, 0, 30, TimeUnit.MINUTES);
    }
}
