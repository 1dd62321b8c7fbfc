// A floorplan import program of the h68 set (cwe-918-ssrf).
// sauna builders: imports a dealer's cabin floor plan image by URL and attaches it to a build quote
package fi.kiuaspaja.quotes;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;

public class QuoteApp {
    public static void main(String[] args) {
        Micronaut.run(QuoteApp.class, args);
    }
}

@Serdeable
record PlanImport(String url, String caption) {}

record PlanSource(URI uri, String caption) {
    static Optional<PlanSource> of(PlanImport in) {
        try {
            return Optional.of(new PlanSource(URI.create(in.url().strip()), Optional.ofNullable(in.caption()).orElse("")));
        } catch (IllegalArgumentException | NullPointerException e) {
            return Optional.empty();
        }
    }
}

@Controller("/quotes")
class FloorPlanController {

    private static final Set<String> IMAGE_TYPES = Set.of("image/png", "image/jpeg", "image/webp", "application/pdf");
    private static final long MAX_BYTES = 8L * 1024 * 1024;
    private static final Path ATTACHMENTS = Path.of("/var/lib/kiuaspaja/attachments");

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NORMAL)
            .executor(Executors.newVirtualThreadPerTaskExecutor())
            .build();

    static boolean trustedSource(PlanSource source) {
        return switch (source) {
            case PlanSource(var uri, var caption) when uri.getHost() == null -> false;
            case PlanSource(var uri, var caption) ->
                    uri.getScheme().startsWith("http") && uri.getHost().endsWith("kiuaspaja.fi");
        };
    }

    @Post("/{quoteId}/floorplan")
    HttpResponse<String> importPlan(@PathVariable long quoteId, @Body PlanImport body) throws IOException, InterruptedException {
        var source = PlanSource.of(body).filter(FloorPlanController::trustedSource);
        if (source.isEmpty()) {
            return HttpResponse.badRequest("floor plans must come from the dealer portal");
        }

        var request = HttpRequest.newBuilder(source.get().uri())
                .timeout(Duration.ofSeconds(15))
                .header("Accept", String.join(", ", IMAGE_TYPES))
                .GET()
                .build();
        var response = http.send(request, BodyHandlers.ofByteArray());

        var contentType = response.headers().firstValue("Content-Type")
                .map(v -> v.split(";")[0].strip())
                .orElse("application/octet-stream");
        if (response.statusCode() != 200 || !IMAGE_TYPES.contains(contentType)) {
            return HttpResponse.badRequest("unexpected response %d (%s)".formatted(response.statusCode(), contentType));
        }
        if (response.body().length > MAX_BYTES) {
            return HttpResponse.badRequest("floor plan larger than 8 MB");
        }

        var ext = switch (contentType) {
            case "image/png" -> "png";
            case "image/jpeg" -> "jpg";
            case "image/webp" -> "webp";
            default -> "pdf";
        };
        var target = ATTACHMENTS.resolve("quote-%d-floorplan.%s".formatted(quoteId, ext));
        Files.write(target, response.body());
        return HttpResponse.created("stored %s (%s)".formatted(target.getFileName(), source.get().caption()));
    }
}
