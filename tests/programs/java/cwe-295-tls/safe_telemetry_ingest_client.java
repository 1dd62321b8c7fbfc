// Factory for the Apache HttpClient 5 instance that uploads vehicle telemetry batches to the ingest API.
package io.fleetgrid.telemetry;

import java.io.File;
import java.io.IOException;
import java.security.GeneralSecurityException;

import javax.net.ssl.SSLContext;

import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.SSLConnectionSocketFactory;
import org.apache.hc.client5.http.ssl.SSLConnectionSocketFactoryBuilder;
import org.apache.hc.core5.ssl.SSLContexts;
import org.apache.hc.core5.util.Timeout;

public final class IngestClientFactory {

    private IngestClientFactory() { }

    public static CloseableHttpClient create(TelemetryConfig cfg) throws GeneralSecurityException, IOException {
        SSLContext sslContext = SSLContexts.custom()
                .loadTrustMaterial(new File(cfg.caBundlePath()), cfg.caBundlePassword())
                .build();
        SSLConnectionSocketFactory socketFactory = SSLConnectionSocketFactoryBuilder.create()
                .setSslContext(sslContext)
                .build();
        RequestConfig requests = RequestConfig.custom()
                .setConnectionRequestTimeout(Timeout.ofSeconds(cfg.timeoutSeconds()))
                .setResponseTimeout(Timeout.ofSeconds(cfg.timeoutSeconds()))
                .build();
        return HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setSSLSocketFactory(socketFactory)
                        .setMaxConnTotal(cfg.maxConnections())
                        .build())
                .setDefaultRequestConfig(requests)
                .setUserAgent("fleetgrid-telemetry/2.3")
                .build();
    }

    public record TelemetryConfig(int timeoutSeconds, int maxConnections,
                                  String caBundlePath, char[] caBundlePassword) { }
}
