// Helidon SE service that ingests JSON events from greenhouse climate sensors.
package farm.sprout.sensors;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

public class SensorIngestService implements HttpService {

    private final ObjectMapper mapper = new ObjectMapper();
    private final ReadingSink sink;

    public SensorIngestService(ReadingSink sink) {
        this.sink = sink;
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                ObjectMapper.DefaultTyping.NON_FINAL);
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/events", this::ingest);
    }

    private void ingest(ServerRequest req, ServerResponse res) throws Exception {
        String body = req.content().as(String.class);
        SensorEvent event = mapper.readValue(body, SensorEvent.class);
        if (event.sensorId == null || event.sensorId.isBlank()) {
            res.status(Status.BAD_REQUEST_400).send("sensorId missing");
            return;
        }
        sink.accept(event.sensorId, event.recordedAt, event.reading);
        res.status(Status.ACCEPTED_202).send();
    }

    public static class SensorEvent {
        public String sensorId;
        public long recordedAt;
        public Object reading;
    }

    public interface ReadingSink {
        void accept(String sensorId, long recordedAt, Object reading);
    }
}
