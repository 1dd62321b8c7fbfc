// A regatta results program of the h68 set (cwe-918-ssrf).
// rowing clubs: imports published regatta result sheets so crews' times appear on the club's results board
package uk.org.isisreach.results;

import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

public final class RegattaResultsImport {

    record FeedLink(String provider, URI url) {
        static Optional<FeedLink> from(ServerRequest req) {
            var query = req.query();
            return query.first("provider").asOptional()
                    .flatMap(p -> query.first("url").asOptional()
                            .map(u -> new FeedLink(p.strip().toLowerCase(), URI.create(u.strip()))));
        }
    }

    record Result(String event, String crew, String club, String time) {
        static Optional<Result> parse(String csvLine) {
            var cols = csvLine.split(",", -1);
            return cols.length >= 4
                    ? Optional.of(new Result(cols[0].strip(), cols[1].strip(), cols[2].strip(), cols[3].strip()))
                    : Optional.empty();
        }
    }

    private static final Map<String, String> PROVIDER_HOSTS = Map.of(
            "britishrowing", "results.britishrowing.org",
            "timeteam", "www.time-team.nl",
            "henley", "results.hrr.co.uk");

    private static final HttpClient HTTP = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    static boolean knownProvider(FeedLink link) {
        return switch (link) {
            case FeedLink(var provider, var url) when PROVIDER_HOSTS.containsKey(provider) ->
                    "https".equals(url.getScheme()) && PROVIDER_HOSTS.get(provider).equals(url.getHost());
            case FeedLink(var provider, var url) -> false;
        };
    }

    static List<Result> fetch(FeedLink link) throws IOException, InterruptedException {
        var request = HttpRequest.newBuilder(link.url())
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "text/csv")
                .build();
        var response = HTTP.send(request, HttpResponse.BodyHandlers.ofLines());
        if (response.statusCode() != 200) {
            throw new IOException("results feed answered " + response.statusCode());
        }
        return response.body()
                .skip(1)
                .map(Result::parse)
                .flatMap(Optional::stream)
                .toList();
    }

    static void importResults(ServerRequest req, ServerResponse res) {
        var link = FeedLink.from(req).filter(RegattaResultsImport::knownProvider);
        if (link.isEmpty()) {
            res.status(Status.BAD_REQUEST_400).send("choose one of: " + String.join(", ", PROVIDER_HOSTS.keySet()));
            return;
        }
        try {
            var ours = fetch(link.get()).stream()
                    .filter(r -> r.club().contains("Isis Reach"))
                    .map(r -> "%-28s %-22s %s".formatted(r.event(), r.crew(), r.time()))
                    .collect(Collectors.joining("\n"));
            res.send(ours.isEmpty() ? "no Isis Reach crews in this sheet" : ours);
        } catch (IOException e) {
            res.status(Status.BAD_GATEWAY_502).send(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            res.status(Status.SERVICE_UNAVAILABLE_503).send("interrupted");
        }
    }

    public static void main(String[] args) {
        WebServer.builder()
                .port(8085)
                .routing(r -> r.post("/results/import", RegattaResultsImport::importResults))
                .build()
                .start();
    }
}
