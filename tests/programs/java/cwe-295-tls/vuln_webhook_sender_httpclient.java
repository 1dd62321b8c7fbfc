// Spring service that delivers signed webhook events to a partner endpoint with Apache HttpClient 5
package com.events.delivery;

import java.io.IOException;
import java.security.GeneralSecurityException;
import javax.net.ssl.SSLContext;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.NoopHostnameVerifier;
import org.apache.hc.client5.http.ssl.SSLConnectionSocketFactoryBuilder;
import org.apache.hc.client5.http.ssl.TrustAllStrategy;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.apache.hc.core5.ssl.SSLContexts;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
class WebhookSender {
    private final CloseableHttpClient client;
    private final String endpoint;

    WebhookSender(@Value("${webhook.endpoint}") String endpoint) throws GeneralSecurityException, IOException {
        this.endpoint = endpoint;
        this.client = HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setSSLSocketFactory(SSLConnectionSocketFactoryBuilder.create()
                                .setSslContext(buildSslContext())
                                .setHostnameVerifier(NoopHostnameVerifier.INSTANCE)
                                .build())
                        .build())
                .build();
    }

    private static SSLContext buildSslContext() throws GeneralSecurityException, IOException {
        return SSLContexts.custom()
                .loadTrustMaterial(null, TrustAllStrategy.INSTANCE)
                .build();
    }

    int deliver(String eventJson, String signature) throws IOException {
        HttpPost post = new HttpPost(endpoint);
        post.setHeader("X-Webhook-Signature", signature);
        post.setEntity(new StringEntity(eventJson, ContentType.APPLICATION_JSON));
        return client.execute(post, response -> response.getCode());
    }
}
