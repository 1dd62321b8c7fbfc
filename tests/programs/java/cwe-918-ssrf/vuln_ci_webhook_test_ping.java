// CI server endpoint behind the "send test ping" button on a project's notification webhook settings.
package dev.buildyard.server.notify;

import java.io.IOException;
import java.util.Map;

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

    private final OkHttpClient http = new OkHttpClient.Builder().build();

    @PostMapping("/projects/{project}/webhooks/test")
    public ResponseEntity<Map<String, Object>> ping(@PathVariable String project,
                                                    @RequestBody Map<String, String> form) throws IOException {
        String target = form.getOrDefault("url", "").trim();
        if (!target.startsWith("https://")) {
            return ResponseEntity.badRequest().body(Map.of("error", "webhook URL must use https"));
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
