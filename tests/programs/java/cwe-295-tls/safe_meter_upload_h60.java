// A meter upload program of the h60 set (cwe-295-tls).
package gov.clearbrook.water.metering;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
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
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
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
        try (InputStream pem = Files.newInputStream(caBundle)) {
            KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
            trusted.load(null, null);
            int i = 0;
            for (Certificate ca : CertificateFactory.getInstance("X.509").generateCertificates(pem)) {
                trusted.setCertificateEntry("clearbrook-ca-" + i++, ca);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trusted);
            SSLContext tls = SSLContext.getInstance("TLSv1.3");
            tls.init(null, tmf.getTrustManagers(), null);
            return tls;
        } catch (IOException e) {
            throw new GeneralSecurityException("cannot read CA bundle " + caBundle, e);
        }
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
