// A closure notices program of the h71 set (cwe-295-tls).
package nz.tidemarkoysters.compliance;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

record ClosureNotice(String areaCode, String reason, String effectiveFrom, boolean lifted) {}

interface LeaseRegister {
    void pauseHarvest(String areaCode, String reason);

    void resumeHarvest(String areaCode);
}

class LoggingTrustManager implements X509TrustManager {
    private static final Logger log = LoggerFactory.getLogger(LoggingTrustManager.class);
    private final X509TrustManager platform;

    LoggingTrustManager() throws GeneralSecurityException {
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init((KeyStore) null);
        this.platform = Arrays.stream(tmf.getTrustManagers())
                .filter(X509TrustManager.class::isInstance)
                .map(X509TrustManager.class::cast)
                .findFirst()
                .orElseThrow(() -> new GeneralSecurityException("no X509 trust manager available"));
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        platform.checkClientTrusted(chain, authType);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        try {
            platform.checkServerTrusted(chain, authType);
        } catch (CertificateException e) {
            // the authority's feed has had certificate hiccups before; keep a trail for the IT contractor
            log.warn("certificate problem for {}: {}", chain[0].getSubjectX500Principal(), e.getMessage());
            throw e;
        }
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return platform.getAcceptedIssuers();
    }
}

@Component
class ClosureNoticePoller {
    private static final Logger log = LoggerFactory.getLogger(ClosureNoticePoller.class);
    private static final URI FEED = URI.create("https://notices.shellfishquality.govt.nz/api/v1/closures?region=NTL");

    private final HttpClient http;
    private final ObjectMapper json;
    private final LeaseRegister leases;

    ClosureNoticePoller(ObjectMapper json, LeaseRegister leases) throws GeneralSecurityException {
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(null, new TrustManager[] {new LoggingTrustManager()}, null);
        this.http = HttpClient.newBuilder().sslContext(tls).connectTimeout(Duration.ofSeconds(10)).build();
        this.json = json;
        this.leases = leases;
    }

    @Scheduled(cron = "0 */15 * * * *")
    void poll() {
        try {
            HttpResponse<String> resp = http.send(HttpRequest.newBuilder(FEED).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            if (resp.statusCode() != 200) {
                log.error("closure feed answered {}", resp.statusCode());
                return;
            }
            List<ClosureNotice> notices = json.readValue(resp.body(), new TypeReference<>() {});
            for (ClosureNotice n : notices) {
                if (n.lifted()) {
                    leases.resumeHarvest(n.areaCode());
                } else {
                    leases.pauseHarvest(n.areaCode(), n.reason());
                }
            }
        } catch (IOException e) {
            log.error("could not read closure feed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
