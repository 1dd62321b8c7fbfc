// A aquifer sample submit program of the h70 set (cwe-319-cleartext).
package no.bergbrann.drilling.registry;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "submit-samples", mixinStandardHelpOptions = true,
        description = "Upload lab results for newly drilled wells to the groundwater registry.")
class AquiferSampleSubmit implements Callable<Integer> {

    record Sample(String wellId, LocalDate taken, double ph, double nitrateMgL, double ironMgL, double depthM) {
        String json() {
            return String.format(Locale.ROOT,
                    "{\"well\":\"%s\",\"taken\":\"%s\",\"ph\":%.2f,\"nitrate\":%.2f,\"iron\":%.3f,\"depth\":%.1f}",
                    wellId, taken, ph, nitrateMgL, ironMgL, depthM);
        }
    }

    private static final Map<String, URI> REGISTRIES = Map.of(
            "north", URI.create("https://innsending.grunnvann-nord.no/api/v1/samples"),
            "west", URI.create("https://innsending.grunnvann-vest.no/api/v1/samples"));

    @Parameters(index = "0", description = "CSV export from the lab (well,date,ph,nitrate,iron,depth)")
    Path csv;

    @Option(names = "--region", defaultValue = "north")
    String region;

    @Option(names = "--dry-run")
    boolean dryRun;

    @Override
    public Integer call() throws Exception {
        URI endpoint = REGISTRIES.get(region);
        if (endpoint == null) {
            System.err.println("unknown region " + region + ", expected one of " + REGISTRIES.keySet());
            return 2;
        }
        Map<String, List<Sample>> byWell;
        try (var lines = Files.lines(csv)) {
            byWell = lines.skip(1)
                    .map(l -> l.split(","))
                    .filter(f -> f.length == 6)
                    .map(f -> new Sample(f[0].strip(), LocalDate.parse(f[1].strip()),
                            Double.parseDouble(f[2]), Double.parseDouble(f[3]),
                            Double.parseDouble(f[4]), Double.parseDouble(f[5])))
                    .collect(Collectors.groupingBy(Sample::wellId));
        }
        String token = System.getenv("GRUNNVANN_API_TOKEN");
        if (token == null) {
            System.err.println("GRUNNVANN_API_TOKEN is not set");
            return 2;
        }
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        int failures = 0;
        for (var entry : byWell.entrySet()) {
            String body = entry.getValue().stream().map(Sample::json).collect(Collectors.joining(",", "[", "]"));
            if (dryRun) {
                System.out.println(entry.getKey() + " -> " + body);
                continue;
            }
            HttpRequest request = HttpRequest.newBuilder(endpoint)
                    .header("Authorization", "Bearer " + token)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body))
                    .build();
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            System.out.printf("%s: %d samples, registry answered %d%n",
                    entry.getKey(), entry.getValue().size(), response.statusCode());
            failures += response.statusCode() >= 300 ? 1 : 0;
        }
        return failures == 0 ? 0 : 1;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new AquiferSampleSubmit()).execute(args));
    }
}
