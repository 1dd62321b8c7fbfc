// A parlour upload program of the h68 set (cwe-502-deser).
// goat dairies: receives milking-session batches exported by the parlour controller software
package ch.geissenhof.parlour;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

record MilkingSession(String earTag, LocalDateTime start, double litres, double conductivity) implements Serializable {}

record MilkingBatch(String parlourId, List<MilkingSession> sessions) implements Serializable {}

@WebServlet(urlPatterns = "/parlour/batches", asyncSupported = true)
public class ParlourUploadServlet extends HttpServlet {

    private static final double MASTITIS_CONDUCTIVITY = 6.5;
    private final Map<String, Double> litresByGoat = new ConcurrentHashMap<>();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (!"application/x-java-serialized-object".equals(req.getContentType())) {
            resp.sendError(HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE);
            return;
        }

        MilkingBatch batch;
        try (var in = new ObjectInputStream(new BufferedInputStream(req.getInputStream()))) {
            if (in.readObject() instanceof MilkingBatch(var parlour, var sessions) && !sessions.isEmpty()) {
                batch = new MilkingBatch(parlour, sessions);
            } else {
                resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "not a milking batch");
                return;
            }
        } catch (ClassNotFoundException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown payload type");
            return;
        }

        batch.sessions().forEach(s -> litresByGoat.merge(s.earTag(), s.litres(), Double::sum));

        var flagged = batch.sessions().stream()
                .filter(s -> s.conductivity() > MASTITIS_CONDUCTIVITY)
                .sorted(Comparator.comparingDouble(MilkingSession::conductivity).reversed())
                .map(s -> "%s (%.1f mS/cm)".formatted(s.earTag(), s.conductivity()))
                .collect(Collectors.joining(", "));

        resp.setContentType("text/plain;charset=UTF-8");
        resp.getWriter().printf("parlour %s: %d sessions, %.1f l total%n",
                batch.parlourId(),
                batch.sessions().size(),
                batch.sessions().stream().mapToDouble(MilkingSession::litres).sum());
        if (!flagged.isEmpty()) {
            resp.getWriter().println("check udder health: " + flagged);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/plain;charset=UTF-8");
        var out = resp.getWriter();
        litresByGoat.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .limit(20)
                .forEach(e -> out.printf("%-10s %8.1f l%n", e.getKey(), e.getValue()));
    }
}
