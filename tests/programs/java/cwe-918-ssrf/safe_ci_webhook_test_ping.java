// CI server endpoint behind the "send test ping" button on a project's notification webhook settings.
package dev.buildyard.server.notify;

import java.io.IOException;
import java.util.Map;
import java.util.Set;

import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookPingController {

    private static final MediaType JSON = MediaType.get("application/json");
    private static final Set<String> WEBHOOK_HOSTS =
            Set.of("hooks.slack.com", "discord.com", "chat.googleapis.com", "outlook.office.com");

    private final OkHttpClient http = new OkHttpClient.Builder()
            .followRedirects(false)
            .followSslRedirects(false)
            .build();

    @PostMapping("/projects/{project}/webhooks/test")
    public ResponseEntity<Map<String, Object>> ping(@PathVariable String project,
                                                    @RequestBody Map<String, String> form) throws IOException {
        HttpUrl target = HttpUrl.parse(form.getOrDefault("url", "").trim());
        if (target == null || !target.isHttps() || target.port() != 443
                || !WEBHOOK_HOSTS.contains(target.host())) {
            return ResponseEntity.badRequest().body(Map.of("error", "unsupported webhook destination"));
        }
        Request request = new Request.Builder()
                .url(target)
                .post(RequestBody.create("{\"event\":\"ping\",\"source\":\"buildyard\"}", JSON))
                .build();
        try (Response response = http.newCall(request).execute()) {
            String preview = response.body() == null ? "" : response.body().string();
            if (preview.length() > 2000) {
                preview = preview.substring(0, 2000);
            }
            return ResponseEntity.ok(Map.of("status", response.code(), "body", preview));
        }
    }
}
