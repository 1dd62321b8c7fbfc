// A ticket labels program of the h71 set (cwe-078-command).
package uk.co.keenedge.counter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class UnknownQueueException extends RuntimeException {
    UnknownQueueException(String queue) {
        super("no label printer called " + queue);
    }
}

record Ticket(long id, String customer, int knives, String edge) {}

class TicketLabelApp {
    private static final Logger log = LoggerFactory.getLogger(TicketLabelApp.class);
    private static final String DEFAULT_QUEUE = "zebra_counter";
    private static final Set<String> KNOWN_QUEUES = Set.of("zebra_counter", "zebra_back_bench", "dymo_van");

    private final Map<Long, Ticket> tickets;

    TicketLabelApp(Map<Long, Ticket> tickets) {
        this.tickets = tickets;
    }

    static String queueFor(String requested) {
        return switch (requested) {
            case null -> DEFAULT_QUEUE;
            case String s when s.isBlank() -> DEFAULT_QUEUE;
            case String s when KNOWN_QUEUES.contains(s) -> s;
            case String s -> {
                log.info("printer '{}' is not in the known list", s);
                throw new UnknownQueueException(s);
            }
        };
    }

    void printLabel(Context ctx) throws IOException, InterruptedException {
        long id = ctx.pathParamAsClass("id", Long.class).get();
        Ticket ticket = tickets.get(id);
        if (ticket == null) {
            ctx.status(404).result("no such ticket");
            return;
        }
        String queue = queueFor(ctx.queryParam("printer"));

        Path label = Files.createTempFile("ticket-" + id + "-", ".txt");
        try {
            Files.writeString(label, """
                    KEEN EDGE  #%d
                    %s
                    %d knife(s), %s edge
                    """.formatted(ticket.id(), ticket.customer(), ticket.knives(), ticket.edge()),
                    StandardCharsets.UTF_8);

            String command = "lp -d " + queue + " -o media=62x29mm " + label;
            Process lp = new ProcessBuilder("/bin/sh", "-c", command)
                    .redirectErrorStream(true)
                    .start();
            if (!lp.waitFor(10, TimeUnit.SECONDS)) {
                lp.destroyForcibly();
                ctx.status(504).result("printer did not answer");
                return;
            }
            String output = new String(lp.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            ctx.json(Map.of("queue", queue, "exit", lp.exitValue(), "lp", output.strip()));
        } finally {
            Files.deleteIfExists(label);
        }
    }

    public static void main(String[] args) {
        Map<Long, Ticket> demo = Map.of(1042L, new Ticket(1042L, "R. Okafor", 3, "Japanese 15deg"));
        TicketLabelApp labels = new TicketLabelApp(demo);
        Javalin.create()
                .post("/tickets/{id}/label", labels::printLabel)
                .exception(UnknownQueueException.class, (e, ctx) -> ctx.status(400).result(e.getMessage()))
                .start(7070);
    }
}
