// Servlet receiving batched sensor readings from construction site gateways.
package build.stonegate.telemetry;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

@WebServlet("/gateway/readings")
public class SiteTelemetryServlet extends HttpServlet {

    public record SensorReading(String sensorId, String kind, double value, long epochMillis) implements Serializable {}
    public record SensorBatch(String siteCode, List<SensorReading> readings) implements Serializable {}

    private final ExecutorService pipeline = Executors.newSingleThreadExecutor();

    private final Consumer<SensorBatch> alerting = batch -> batch.readings().stream()
        .filter(r -> "tilt".equals(r.kind()) && Math.abs(r.value()) > 2.5)
        .forEach(r -> log("tilt threshold exceeded on " + batch.siteCode() + "/" + r.sensorId()));

    private SensorBatch readBatch(HttpServletRequest req) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(req.getInputStream())) {
            return (SensorBatch) in.readObject();
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (!"application/x-java-serialized-object".equals(req.getContentType())) {
            resp.sendError(415);
            return;
        }
        try {
            SensorBatch batch = readBatch(req);
            pipeline.submit(() -> alerting.accept(batch));
            resp.setStatus(202);
            resp.getWriter().print(batch.readings().size());
        } catch (ClassNotFoundException | ClassCastException e) {
            resp.sendError(400, "malformed batch");
        }
    }
}
