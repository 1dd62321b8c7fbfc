// A sales push program of the h71 set (cwe-319-cleartext).
package org.stringandlantern.theatre.boxoffice;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;

import javax.net.ssl.SSLException;

record Sale(String performance, String seat, String patronName, String patronEmail, int pricePence) {}

interface SalesLedger {
    List<Sale> salesOn(LocalDate day);

    void markExported(LocalDate day);
}

class SalesPushJob implements Runnable {
    private static final Logger LOG = Logger.getLogger(SalesPushJob.class.getName());
    private static final String PARTNER_HOST = "sync.regionalboxoffice-network.co.uk";
    private static final String PATH = "/partner/v2/sales";

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final SalesLedger ledger;
    private final String apiKey;

    SalesPushJob(SalesLedger ledger, String apiKey) {
        this.ledger = ledger;
        this.apiKey = apiKey;
    }

    @Override
    public void run() {
        LocalDate day = LocalDate.now().minusDays(1);
        List<Sale> sales = ledger.salesOn(day);
        if (sales.isEmpty()) {
            LOG.info(() -> "no sales on " + day);
            return;
        }
        String body = sales.stream()
                .map(s -> String.join(",", s.performance(), s.seat(), quote(s.patronName()),
                        s.patronEmail(), Integer.toString(s.pricePence())))
                .collect(Collectors.joining("\n", "performance,seat,name,email,price_pence\n", "\n"));

        try {
            int status;
            try {
                status = push(URI.create("https://" + PARTNER_HOST + PATH), body);
            } catch (SSLException | ConnectException | HttpTimeoutException e) {
                // their TLS endpoint drops out some nights; it is usually back within minutes
                LOG.log(Level.WARNING, "https push failed, retrying in five minutes", e);
                TimeUnit.MINUTES.sleep(5);
                status = push(URI.create("https://" + PARTNER_HOST + PATH), body);
            }
            if (status / 100 == 2) {
                ledger.markExported(day);
                LOG.info(() -> "pushed " + sales.size() + " sales for " + day);
            } else {
                LOG.severe("box office network refused the upload with status " + status);
            }
        } catch (IOException e) {
            LOG.log(Level.SEVERE, "sales push for " + day + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private int push(URI target, String csv) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(target)
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", "Bearer " + apiKey)
                .header("Content-Type", "text/csv; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(csv))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private static String quote(String v) {
        return "\"" + v.replace("\"", "\"\"") + "\"";
    }

    public static void main(String[] args) throws InterruptedException {
        String key = System.getenv("BOXOFFICE_API_KEY");
        if (key == null || key.isBlank()) {
            System.err.println("BOXOFFICE_API_KEY is not set");
            System.exit(2);
        }
        SalesLedger ledger = ServiceLoader.load(SalesLedger.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no SalesLedger implementation on the classpath"));
        SalesPushJob job = new SalesPushJob(ledger, key);
        while (true) {
            LocalDateTime now = LocalDateTime.now();
            LocalDateTime next = now.toLocalDate().plusDays(now.getHour() < 2 ? 0 : 1).atTime(2, 0);
            TimeUnit.SECONDS.sleep(Duration.between(now, next).toSeconds());
            job.run();
        }
    }
}
