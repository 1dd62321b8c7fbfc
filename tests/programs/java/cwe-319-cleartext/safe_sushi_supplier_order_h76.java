// A sushi bar fish supplier ordering program of the h76 set (cwe-319-cleartext).
package jp.kaitenhouse.supply;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

final class SupplierOptions {
    private static final Map<String, String> DEFAULTS = Map.of(
            "baseUrl", "https://orders.harborfresh-fish.jp/api/v1",
            "timeoutSeconds", "15",
            "account", "kaiten-house-shibuya");

    private final Map<String, String> values;

    private SupplierOptions(Map<String, String> values) {
        this.values = values;
    }

    static SupplierOptions merged(Map<String, String> overrides) {
        Map<String, String> merged = new HashMap<>(DEFAULTS);
        overrides.forEach((key, value) -> {
            if (value != null && !value.isBlank()) {
                merged.put(key, value);
            }
        });
        if (!"https".equalsIgnoreCase(URI.create(merged.get("baseUrl")).getScheme())) {
            throw new IllegalArgumentException("supplier base URL must use https");
        }
        return new SupplierOptions(merged);
    }

    URI endpoint(String path) {
        return URI.create(values.get("baseUrl") + path);
    }

    Duration timeout() {
        return Duration.ofSeconds(Long.parseLong(values.get("timeoutSeconds")));
    }

    String account() {
        return values.get("account");
    }
}

record OrderLine(String species, String grade, double kilograms) {
}

class FishOrderClient {
    private final SupplierOptions options;
    private final String apiKey;
    private final HttpClient http;
    private final ObjectMapper mapper = new ObjectMapper();

    FishOrderClient(SupplierOptions options, String apiKey) {
        this.options = options;
        this.apiKey = apiKey;
        this.http = HttpClient.newBuilder().connectTimeout(options.timeout()).build();
    }

    String placeOrder(LocalDate delivery, List<OrderLine> lines) throws IOException, InterruptedException {
        Map<String, Object> payload = Map.of(
                "account", options.account(),
                "deliveryDate", delivery.toString(),
                "lines", lines);
        HttpRequest request = HttpRequest.newBuilder(options.endpoint("/orders"))
                .timeout(options.timeout())
                .header("Content-Type", "application/json")
                .header("X-Api-Key", apiKey)
                .POST(HttpRequest.BodyPublishers.ofString(mapper.writeValueAsString(payload)))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException("order rejected with status " + response.statusCode());
        }
        return mapper.readTree(response.body()).path("orderId").asText();
    }
}

class MorningOrder {
    public static void main(String[] args) throws Exception {
        Map<String, String> overrides = new HashMap<>();
        overrides.put("baseUrl", System.getenv("HARBORFRESH_URL"));
        overrides.put("account", System.getenv("HARBORFRESH_ACCOUNT"));
        FishOrderClient client = new FishOrderClient(SupplierOptions.merged(overrides),
                System.getenv("HARBORFRESH_API_KEY"));
        String orderId = client.placeOrder(LocalDate.now().plusDays(1), List.of(
                new OrderLine("bluefin tuna", "otoro", 4.5),
                new OrderLine("salmon", "sashimi", 8.0),
                new OrderLine("yellowtail", "hamachi", 3.0)));
        System.out.println("placed supplier order " + orderId);
    }
}
