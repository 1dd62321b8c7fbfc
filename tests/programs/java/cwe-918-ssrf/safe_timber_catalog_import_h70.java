// A timber catalog import program of the h70 set (cwe-918-ssrf).
package nl.klompenmakerij.purchasing;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

class TimberCatalogImport {

    record ImportRequest(String supplier, String ref) {}

    record Lot(String lotNo, String species, double moisturePct, int blanks, double pricePerBlank) {}

    record Imported(String supplier, int lots, List<Lot> cheapest) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final Map<String, List<Lot>> catalogues = new ConcurrentHashMap<>();

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    void importCatalogue(Context ctx) throws Exception {
        ImportRequest req = ctx.bodyAsClass(ImportRequest.class);
        if (req.supplier() == null || req.ref() == null) {
            ctx.status(400).result("supplier and ref are required");
            return;
        }
        Function<String, URI> locate = switch (req.supplier()) {
            case "populier" -> ref -> URI.create("https://catalogus.populierhout.nl/export/" + enc(ref) + ".json");
            case "wilg" -> ref -> URI.create("https://api.wilgenhandel.be/v2/lots?season=" + enc(ref));
            case "els" -> ref -> URI.create("https://feeds.elzenzagerij.de/katalog.json?los=" + enc(ref));
            default -> null;
        };
        if (locate == null) {
            ctx.status(400).result("unknown supplier " + req.supplier());
            return;
        }

        HttpRequest request = HttpRequest.newBuilder(locate.apply(req.ref().strip()))
                .timeout(Duration.ofSeconds(15))
                .header("Accept", "application/json")
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            ctx.status(502).json(Map.of("supplierStatus", response.statusCode()));
            return;
        }
        List<Lot> lots;
        try {
            lots = JSON.readValue(response.body(), new TypeReference<List<Lot>>() {});
        } catch (Exception e) {
            String preview = response.body().substring(0, Math.min(300, response.body().length()));
            ctx.status(422).json(Map.of("error", "unexpected catalogue format", "received", preview));
            return;
        }
        List<Lot> usable = lots.stream()
                .filter(l -> l.moisturePct() < 60 && l.blanks() > 0)
                .toList();
        catalogues.put(req.supplier(), usable);
        List<Lot> cheapest = usable.stream()
                .sorted(Comparator.comparingDouble(Lot::pricePerBlank))
                .limit(5)
                .toList();
        ctx.json(new Imported(req.supplier(), usable.size(), cheapest));
    }

    public static void main(String[] args) {
        TimberCatalogImport importer = new TimberCatalogImport();
        Javalin.create()
                .post("/purchasing/catalogues/import", importer::importCatalogue)
                .get("/purchasing/catalogues/{supplier}",
                        ctx -> ctx.json(importer.catalogues.getOrDefault(ctx.pathParam("supplier"), List.of())))
                .start(7071);
    }
}
