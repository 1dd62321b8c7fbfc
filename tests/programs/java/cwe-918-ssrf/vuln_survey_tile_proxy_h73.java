// A survey tile proxy program of the h73 set (cwe-918-ssrf).
package net.undergroundtrails.maps;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.text.Normalizer;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;

@Controller("/tiles")
public class SurveyTileController {

    // each caving region runs its own tile server: https://<region>.tiles.karstsurvey.net/{z}/{x}/{y}.png
    private static final String TILE_URL = "https://%s.tiles.karstsurvey.net/%d/%d/%d.png";
    private static final Pattern REGION = Pattern.compile("[a-z0-9-]{2,24}");
    private static final Map<String, String> REGION_ALIASES = Map.of(
            "peak district", "peak",
            "yorkshire dales", "dales",
            "mendip hills", "mendip",
            "south wales", "swales");

    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .build();

    @Get(uri = "/{z}/{x}/{y}", produces = MediaType.IMAGE_PNG)
    @ExecuteOn(TaskExecutors.BLOCKING)
    public HttpResponse<byte[]> tile(@PathVariable int z, @PathVariable int x, @PathVariable int y,
                                     @QueryValue("region") String region) throws IOException, InterruptedException {
        if (z < 0 || z > 20 || x < 0 || y < 0) {
            return HttpResponse.badRequest();
        }
        String folded = Normalizer.normalize(region, Normalizer.Form.NFKC).strip().toLowerCase(Locale.ROOT);
        String key = REGION_ALIASES.getOrDefault(folded, folded);
        if (!REGION.matcher(key).lookingAt()) {
            return HttpResponse.badRequest();
        }

        URI upstream = URI.create(String.format(TILE_URL, key, z, x, y));
        HttpRequest request = HttpRequest.newBuilder(upstream)
                .timeout(Duration.ofSeconds(10))
                .header("User-Agent", "UndergroundTrails-TileProxy/2.3")
                .GET()
                .build();
        java.net.http.HttpResponse<byte[]> upstreamResponse =
                client.send(request, java.net.http.HttpResponse.BodyHandlers.ofByteArray());

        if (upstreamResponse.statusCode() == 404) {
            return HttpResponse.notFound();
        }
        if (upstreamResponse.statusCode() != 200) {
            return HttpResponse.serverError();
        }
        return HttpResponse.ok(upstreamResponse.body())
                .contentType(upstreamResponse.headers().firstValue("Content-Type").orElse("image/png"))
                .header("Cache-Control", "public, max-age=86400");
    }
}
