// A tile sources program of the h64 set (cwe-918-ssrf).
package net.contourhouse.atlas.sources;

import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Cartographers paste tile-server URLs for an atlas project; we probe each
 * partner server's metadata endpoint before the sources are saved.
 */
@Controller("/atlas")
class TileSourceProbeController {
    private static final Pattern PARTNER_HOST = Pattern.compile("tiles\\.(cartoworks|relieflab|oldsurvey)\\.net");

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    @Serdeable
    record Source(String label, String url, int minZoom, int maxZoom) {}

    @Serdeable
    record AtlasSources(String project, List<Source> sources) {}

    @Post("/sources/probe")
    @ExecuteOn(TaskExecutors.BLOCKING)
    Map<String, Object> probe(@Body AtlasSources body) throws InterruptedException {
        Map<String, Object> report = new LinkedHashMap<>();
        for (Source s : body.sources()) {
            String label = s.label() == null ? "source-" + report.size() : s.label();
            if (!isPartner(s.url())) {
                report.put(label, Map.of("ok", false, "reason", "not a partner tile server"));
                continue;
            }
            HttpRequest req = HttpRequest.newBuilder(URI.create(s.url() + "/metadata.json"))
                    .timeout(Duration.ofSeconds(8))
                    .header("Accept", "application/json")
                    .GET()
                    .build();
            try {
                HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
                report.put(label, Map.of(
                        "ok", resp.statusCode() == 200,
                        "status", resp.statusCode(),
                        "metadata", resp.body().length() > 2000 ? resp.body().substring(0, 2000) : resp.body()));
            } catch (IOException | IllegalArgumentException e) {
                report.put(label, Map.of("ok", false, "reason", "unreachable"));
            }
        }
        return report;
    }

    private static boolean isPartner(String url) {
        return url != null && PARTNER_HOST.matcher(url).find();
    }
}
