// Reporter that periodically pushes application metrics to the regional collector using basic auth.
package com.acme.telemetry;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.net.ssl.HttpsURLConnection;

public class MetricsPushReporter implements Runnable {

    private static final Logger LOG = Logger.getLogger(MetricsPushReporter.class.getName());
    private static final Map<String, String> COLLECTORS = Map.of(
            "eu", "https://metrics-eu.acme-collector.net/ingest",
            "us", "https://metrics-us.acme-collector.net/ingest");

    private final URL endpoint;
    private final String authHeader;
    private final MetricsRegistry registry;

    public MetricsPushReporter(String region, String user, char[] password, MetricsRegistry registry)
            throws IOException {
        this.endpoint = new URL(COLLECTORS.getOrDefault(region, COLLECTORS.get("eu")));
        String credentials = user + ":" + new String(password);
        this.authHeader = "Basic " + Base64.getEncoder()
                .encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
        this.registry = registry;
    }

    @Override
    public void run() {
        try {
            HttpsURLConnection conn = (HttpsURLConnection) endpoint.openConnection();
            conn.setRequestMethod("POST");
            conn.setDoOutput(true);
            conn.setConnectTimeout(3_000);
            conn.setReadTimeout(5_000);
            conn.setRequestProperty("Authorization", authHeader);
            conn.setRequestProperty("Content-Type", "text/plain; version=0.0.4");
            try (OutputStream out = conn.getOutputStream()) {
                out.write(registry.scrape().getBytes(StandardCharsets.UTF_8));
            }
            int code = conn.getResponseCode();
            if (code >= 300) {
                LOG.warning("metrics push rejected with HTTP " + code);
            }
            conn.disconnect();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "metrics push failed", e);
        }
    }
}
