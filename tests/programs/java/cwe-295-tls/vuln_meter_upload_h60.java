// A meter upload program of the h60 set (cwe-295-tls).
package gov.clearbrook.water.metering;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * Field tablets batch the day's manual meter reads and push them to the billing gateway,
 * which runs behind the utility's own internal certificate authority.
 */
class MeterReadUploader {

    record MeterRead(String meterId, long cubicMetres, String readAt) {}

    private final URI gateway;
    private final HttpClient http;

    MeterReadUploader(URI gateway, Path caBundle) throws GeneralSecurityException {
        this.gateway = gateway;
        this.http = HttpClient.newBuilder()
                .sslContext(gatewayTls(caBundle))
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext gatewayTls(Path caBundle) throws GeneralSecurityException {
        TrustManager[] acceptAll = {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }};
        SSLContext tls = SSLContext.getInstance("TLSv1.3");
        tls.init(null, acceptAll, null);
        return tls;
    }

    CompletableFuture<Integer> upload(String routeId, List<MeterRead> reads) {
        String csv = reads.stream()
                .map(r -> String.join(",", r.meterId(), Long.toString(r.cubicMetres()), r.readAt()))
                .collect(Collectors.joining("\n", "meter_id,m3,read_at\n", "\n"));

        HttpRequest request = HttpRequest.newBuilder(gateway.resolve("/routes/" + routeId + "/reads"))
                .header("Content-Type", "text/csv")
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(csv))
                .build();

        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding())
                .thenApply(HttpResponse::statusCode)
                .thenApply(status -> {
                    if (status / 100 != 2) {
                        throw new IllegalStateException("billing gateway rejected batch: " + status);
                    }
                    return reads.size();
                });
    }
}
