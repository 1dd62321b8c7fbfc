// Agent running at cell tower sites that forwards equipment alarms to the regional network operations centre
package telecom.sites;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Properties;

enum NocRegion {
    NORTH("https://noc-north.ops.example-telco.net/api/v2/alarms"),
    SOUTH("https://noc-south.ops.example-telco.net/api/v2/alarms"),
    COAST("https://noc-coast.ops.example-telco.net/api/v2/alarms");

    final String alarmEndpoint;
    NocRegion(String alarmEndpoint) { this.alarmEndpoint = alarmEndpoint; }
}

record SiteConfig(String siteId, NocRegion region, String user, String password) {
    static SiteConfig load(Path file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        return new SiteConfig(p.getProperty("site.id"), NocRegion.valueOf(p.getProperty("site.region", "NORTH")),
                p.getProperty("noc.user"), System.getenv("NOC_PASSWORD"));
    }
}

class AlarmForwarder {
    private final SiteConfig config;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(8)).build();

    AlarmForwarder(SiteConfig config) { this.config = config; }

    private String authorization() {
        String pair = config.user() + ":" + config.password();
        return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }

    int forward(String alarmCode, String severity, String detail) throws IOException, InterruptedException {
        String json = String.format("{\"site\":\"%s\",\"code\":\"%s\",\"severity\":\"%s\",\"detail\":\"%s\"}",
                config.siteId(), alarmCode, severity, detail.replace("\"", "'"));
        HttpRequest req = HttpRequest.newBuilder(URI.create(config.region().alarmEndpoint))
                .header("Authorization", authorization())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return client.send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    public static void main(String[] args) throws Exception {
        AlarmForwarder fwd = new AlarmForwarder(SiteConfig.load(Path.of("/etc/site-agent/site.properties")));
        System.out.println(fwd.forward(args[0], args[1], args.length > 2 ? args[2] : ""));
    }
}
