// A fold notation check program of the h73 set (cwe-1333-redos).
package studio.paperfold.notation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

public class FoldNotationServer {

    // up to 40 steps, e.g. "valley-mountain-squash2 reverse-petal"
    private static final Pattern SEQUENCE = Pattern.compile("^(?:[a-z]+\\d*[-\\s]?){1,40}$");
    private static final Set<String> STEPS = Set.of(
            "valley", "mountain", "squash", "petal", "reverse", "inside", "outside",
            "crimp", "sink", "swivel", "rabbit", "pleat", "turn", "unfold");

    public static void main(String[] args) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(8181), 0);
        server.createContext("/notation/check", FoldNotationServer::check);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.start();
    }

    static void check(HttpExchange exchange) throws IOException {
        if (!"POST".equals(exchange.getRequestMethod())) {
            respond(exchange, 405, "POST only");
            return;
        }
        String body;
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(exchange.getRequestBody(), StandardCharsets.UTF_8))) {
            body = reader.lines().collect(Collectors.joining(" "));
        }

        String sequence = Normalizer.normalize(body, Normalizer.Form.NFKC)
                .toLowerCase(Locale.ROOT)
                .strip();
        if (sequence.isEmpty()) {
            respond(exchange, 400, "empty sequence");
            return;
        }
        if (!SEQUENCE.matcher(sequence).matches()) {
            respond(exchange, 400, "sequence must be words separated by '-' or spaces");
            return;
        }

        List<String> steps = Arrays.stream(sequence.split("[-\\s]+"))
                .map(s -> s.replaceAll("\\d+$", ""))
                .toList();
        List<String> unknown = steps.stream().filter(s -> !STEPS.contains(s)).distinct().toList();
        if (!unknown.isEmpty()) {
            respond(exchange, 422, "unknown steps: " + String.join(", ", unknown));
            return;
        }
        respond(exchange, 200, "ok: " + steps.size() + " steps");
    }

    private static void respond(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream os = exchange.getResponseBody()) {
            os.write(bytes);
        }
    }
}
