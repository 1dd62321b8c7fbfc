// Spring REST endpoint that sends a test event to a chat webhook configured by a workspace admin.
package com.acme.notify.web;

import java.io.IOException;
import java.net.URI;
import java.util.Map;

import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookTestController {

    private static final Map<String, String> PROVIDER_HOSTS = Map.of(
            "slack", "hooks.slack.com",
            "teams", "outlook.office.com",
            "discord", "discord.com");

    public record WebhookTest(String provider, String url) { }

    private final CloseableHttpClient http = HttpClients.createDefault();

    @PostMapping("/admin/webhooks/test")
    public ResponseEntity<Map<String, Object>> sendTest(@RequestBody WebhookTest req) throws IOException {
        String expectedHost = PROVIDER_HOSTS.get(req.provider());
        URI target = expectedHost == null ? null : parse(req.url());
        if (target == null || !"https".equals(target.getScheme()) || target.getRawUserInfo() != null
                || target.getPort() != -1 || !expectedHost.equalsIgnoreCase(target.getHost())) {
            return ResponseEntity.badRequest().body(Map.of("error", "url does not match provider"));
        }
        HttpPost post = new HttpPost(target);
        post.setEntity(new StringEntity("{\"text\":\"Acme test notification\"}", ContentType.APPLICATION_JSON));
        int status = http.execute(post, response -> response.getCode());
        return ResponseEntity.ok(Map.of("provider", req.provider(), "status", status));
    }

    private static URI parse(String raw) {
        try {
            return raw == null ? null : new URI(raw.trim());
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }
}
