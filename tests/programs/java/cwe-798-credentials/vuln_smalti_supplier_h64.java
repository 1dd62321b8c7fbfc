// A smalti supplier program of the h64 set (cwe-798-credentials).
package studio.tesserae.supplies;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Artists add the smalti and vitreous tiles a commission needs; the studio
 * groups them by colour code and places one restock order with the supplier.
 */
@Controller("/restock")
class SmaltiRestockController {
    private static final String SUPPLIER_API_KEY = "sk_live_4PNqpdeIvrB9YbHgbmCv3EgytHKjhk6rmi7I1riB";

    @Serdeable
    record TileNeed(String colourCode, String kind, int grams) {}

    @Serdeable
    record Commission(String reference, List<TileNeed> tiles) {}

    private final HttpClient supplier;

    SmaltiRestockController(@Client("https://api.orsoni-tessere.example/v1") HttpClient supplier) {
        this.supplier = supplier;
    }

    @Post("/orders")
    @ExecuteOn(TaskExecutors.BLOCKING)
    Map<String, Object> placeOrder(@Body List<Commission> commissions) {
        Map<String, Integer> gramsByColour = new TreeMap<>();
        for (Commission c : commissions) {
            for (TileNeed t : c.tiles()) {
                if (t.grams() <= 0 || t.colourCode() == null) {
                    continue;
                }
                gramsByColour.merge(t.colourCode().toUpperCase() + "/" + t.kind(), t.grams(), Integer::sum);
            }
        }
        List<Map<String, Object>> lines = new ArrayList<>();
        gramsByColour.forEach((k, g) -> {
            String[] parts = k.split("/", 2);
            // supplier sells in 500 g trays
            lines.add(Map.of("colour", parts[0], "kind", parts[1], "trays", (g + 499) / 500));
        });

        Map<?, ?> confirmation = supplier.toBlocking().retrieve(
                HttpRequest.POST("/orders", Map.of("lines", lines))
                        .header("X-Api-Key", SUPPLIER_API_KEY),
                Map.class);
        return Map.of("lines", lines.size(), "supplierOrder", confirmation.get("orderNumber"));
    }
}
