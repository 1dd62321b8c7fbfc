// Javalin ingest service for cell-site equipment telemetry events posted as JSON
package net.towerwatch.ingest;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

class TelemetryEvent {
    public String siteId;
    public String sensor;
    public Instant observedAt;
    public Object payload;
}

class TelemetryCodec {
    private final ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();

    TelemetryCodec() {
        mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL);
    }

    TelemetryEvent read(byte[] body) throws IOException {
        return mapper.readValue(body, TelemetryEvent.class);
    }
}

class TelemetryStore {
    private final List<TelemetryEvent> buffer = new CopyOnWriteArrayList<>();

    void append(TelemetryEvent event) {
        buffer.add(event);
    }

    int size() {
        return buffer.size();
    }
}

class TelemetryHandler {
    private final TelemetryCodec codec = new TelemetryCodec();
    private final TelemetryStore store = new TelemetryStore();

    void ingest(Context ctx) throws IOException {
        TelemetryEvent event = codec.read(ctx.bodyAsBytes());
        if (event.siteId == null || event.sensor == null) {
            ctx.status(400).result("siteId and sensor are required");
            return;
        }
        store.append(event);
        ctx.status(202).json(java.util.Map.of("buffered", store.size()));
    }
}

class TelemetryServer {
    public static void main(String[] args) {
        TelemetryHandler handler = new TelemetryHandler();
        int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "7070"));
        Javalin.create().post("/v1/telemetry", handler::ingest).start(port);
    }
}
