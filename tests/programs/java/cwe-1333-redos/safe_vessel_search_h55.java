// Javalin endpoint that searches the maritime vessel registry by name pattern and returns call signs
package maritime.registry;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;

record Vessel(String imo, String name, String callSign, String flag) {
    static Vessel fromCsv(String line) {
        String[] f = line.split(",", 4);
        return new Vessel(f[0], f[1], f[2], f[3]);
    }
}

final class VesselRegistry {
    private final List<Vessel> vessels;

    private VesselRegistry(List<Vessel> vessels) { this.vessels = vessels; }

    static VesselRegistry load(Path csv) throws IOException {
        try (Stream<String> lines = Files.lines(csv)) {
            return new VesselRegistry(lines.skip(1).map(Vessel::fromCsv).toList());
        }
    }

    List<Vessel> search(Pattern pattern, int limit) {
        return vessels.stream().filter(v -> pattern.matcher(v.name()).find()).limit(limit).toList();
    }
}

final class SearchHandler {
    private final VesselRegistry registry;

    SearchHandler(VesselRegistry registry) { this.registry = registry; }

    void handle(Context ctx) {
        String q = ctx.queryParam("name");
        if (q == null || q.isBlank() || q.length() > 64) {
            ctx.status(400).result("name must be 1-64 characters");
            return;
        }
        try {
            Pattern pattern = Pattern.compile(Pattern.quote(q), Pattern.CASE_INSENSITIVE);
            ctx.json(registry.search(pattern, 50));
        } catch (PatternSyntaxException e) {
            ctx.status(400).result("invalid search");
        }
    }
}

class RegistryApp {
    public static void main(String[] args) throws IOException {
        VesselRegistry registry = VesselRegistry.load(Path.of(System.getenv().getOrDefault("REGISTRY_CSV", "vessels.csv")));
        SearchHandler search = new SearchHandler(registry);
        Javalin.create().get("/vessels", search::handle).start(8080);
    }
}
