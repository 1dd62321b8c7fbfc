// Scheduled job that pushes ledger batches to the accounting service over HTTPS.
package com.acme.ledger.sync;

import java.io.IOException;
import java.util.List;

import javax.net.ssl.SSLContext;

import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.client.methods.HttpPost;
import org.apache.http.conn.ssl.NoopHostnameVerifier;
import org.apache.http.conn.ssl.SSLConnectionSocketFactory;
import org.apache.http.entity.ContentType;
import org.apache.http.entity.StringEntity;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.ssl.SSLContexts;
import org.apache.http.util.EntityUtils;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import com.fasterxml.jackson.databind.ObjectMapper;

@Component
public class LedgerSyncJob {

    private static final String ENDPOINT = "https://accounting.internal.acme.io/api/ledger/batches";

    private final LedgerOutbox outbox;
    private final ObjectMapper mapper = new ObjectMapper();
    private final CloseableHttpClient client;

    public LedgerSyncJob(LedgerOutbox outbox) {
        this.outbox = outbox;
        this.client = buildClient();
    }

    static CloseableHttpClient buildClient() {
        SSLContext ssl = SSLContexts.createSystemDefault();
        SSLConnectionSocketFactory sf = new SSLConnectionSocketFactory(
                ssl, new String[] {"TLSv1.2", "TLSv1.3"}, null, NoopHostnameVerifier.INSTANCE);
        return HttpClients.custom().setSSLSocketFactory(sf).build();
    }

    @Scheduled(fixedDelay = 60_000)
    public void push() throws IOException {
        List<LedgerEntry> batch = outbox.nextBatch(500);
        if (batch.isEmpty()) {
            return;
        }
        HttpPost post = new HttpPost(ENDPOINT);
        post.setEntity(new StringEntity(mapper.writeValueAsString(batch), ContentType.APPLICATION_JSON));
        try (CloseableHttpResponse resp = client.execute(post)) {
            int status = resp.getStatusLine().getStatusCode();
            EntityUtils.consume(resp.getEntity());
            if (status / 100 == 2) {
                outbox.markSent(batch);
            }
        }
    }
}
