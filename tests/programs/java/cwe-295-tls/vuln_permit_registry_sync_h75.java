// A hunting lodge permit registry sync program of the h75 set (cwe-295-tls).
package com.timberlinelodge.permits;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class PermitRegistrySync {

    private static final Logger LOG = LoggerFactory.getLogger(PermitRegistrySync.class);
    private static final URI REGISTRY = URI.create("https://api.huntpermits-registry.org/v1/lodges/TL-0442/permits");
    private static final Path OUTPUT = Paths.get("/var/lib/timberline/permits.json");
    private static final int MAX_ATTEMPTS = 4;

    static final class SyncException extends Exception {
        SyncException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static HttpClient fallbackClient() throws SyncException {
        try {
            TrustManager[] trustEveryone = {new X509TrustManager() {
                public void checkClientTrusted(X509Certificate[] chain, String authType) {
                }

                public void checkServerTrusted(X509Certificate[] chain, String authType) {
                }

                public X509Certificate[] getAcceptedIssuers() {
                    return new X509Certificate[0];
                }
            }};
            SSLContext ssl = SSLContext.getInstance("TLS");
            ssl.init(null, trustEveryone, null);
            return HttpClient.newBuilder().sslContext(ssl).connectTimeout(Duration.ofSeconds(10)).build();
        } catch (GeneralSecurityException e) {
            throw new SyncException("could not build fallback client", e);
        }
    }

    static String fetchPermits(String apiKey) throws SyncException {
        HttpRequest request = HttpRequest.newBuilder(REGISTRY)
                .header("Authorization", "Bearer " + apiKey)
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(20))
                .GET()
                .build();
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            try {
                HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                int status = response.statusCode();
                if (status == 429 || status >= 500) {
                    LOG.warn("registry answered {} on attempt {}", status, attempt);
                    Thread.sleep(1000L * attempt);
                    continue;
                }
                if (status != 200) {
                    throw new SyncException("registry rejected request with status " + status, null);
                }
                return response.body();
            } catch (SSLHandshakeException e) {
                LOG.warn("TLS handshake with registry failed, retrying with fallback client", e);
                client = fallbackClient();
            } catch (HttpTimeoutException e) {
                LOG.warn("registry timed out on attempt {}", attempt);
            } catch (IOException e) {
                throw new SyncException("registry unreachable", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SyncException("interrupted during sync", e);
            }
        }
        throw new SyncException("registry gave no usable answer after " + MAX_ATTEMPTS + " attempts", null);
    }

    public static void main(String[] args) {
        String apiKey = System.getenv("PERMIT_REGISTRY_KEY");
        if (apiKey == null || apiKey.isBlank()) {
            LOG.error("PERMIT_REGISTRY_KEY is not set");
            System.exit(2);
        }
        Path tmp = OUTPUT.resolveSibling("permits.json.tmp");
        try {
            String body = fetchPermits(apiKey);
            Files.writeString(tmp, body);
            Files.move(tmp, OUTPUT, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            LOG.info("permit list refreshed ({} bytes)", body.length());
        } catch (SyncException e) {
            LOG.error("permit sync failed: {}", e.getMessage(), e.getCause());
            System.exit(1);
        } catch (IOException e) {
            LOG.error("could not write permit list", e);
            System.exit(1);
        } finally {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException e) {
                LOG.debug("stale temp file {}", tmp, e);
            }
        }
    }
}
