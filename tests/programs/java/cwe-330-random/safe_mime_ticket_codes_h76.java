// A mime troupe complimentary ticket code program of the h76 set (cwe-330-random).
package org.silentstage.tickets;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.UnauthorizedResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

class TicketCodeGenerator {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();

    private final Random source;
    private final int length;

    TicketCodeGenerator(Random source, int length) {
        this.source = source;
        this.length = length;
    }

    String next() {
        StringBuilder code = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            code.append(ALPHABET[source.nextInt(ALPHABET.length)]);
        }
        return code.toString();
    }
}

record CompTicket(String show, String guest, Instant expires) {
}

class CompTicketDesk {
    private final TicketCodeGenerator generator;
    private final Map<String, CompTicket> issued = new ConcurrentHashMap<>();

    CompTicketDesk(TicketCodeGenerator generator) {
        this.generator = generator;
    }

    void issue(Context ctx) {
        String show = ctx.formParam("show");
        String guest = ctx.formParam("guest");
        if (show == null || guest == null) {
            ctx.status(400).result("show and guest are required");
            return;
        }
        String code = generator.next();
        issued.put(code, new CompTicket(show, guest, Instant.now().plus(30, ChronoUnit.DAYS)));
        ctx.json(Map.of("code", code, "show", show));
    }

    void redeem(Context ctx) {
        String code = ctx.pathParam("code").toUpperCase();
        CompTicket ticket = issued.remove(code);
        if (ticket == null || ticket.expires().isBefore(Instant.now())) {
            ctx.status(404).result("code not valid");
            return;
        }
        ctx.json(Map.of("show", ticket.show(), "guest", ticket.guest(), "admit", 1));
    }
}

class TicketDeskServer {
    public static void main(String[] args) {
        TicketCodeGenerator generator = new TicketCodeGenerator(new SecureRandom(), 10);
        CompTicketDesk desk = new CompTicketDesk(generator);
        Javalin app = Javalin.create();
        app.before("/comp/issue", ctx -> {
            String token = System.getenv("BOX_OFFICE_TOKEN");
            String presented = ctx.header("X-Box-Office-Token");
            if (token == null || presented == null || !MessageDigest.isEqual(
                    token.getBytes(StandardCharsets.UTF_8), presented.getBytes(StandardCharsets.UTF_8))) {
                throw new UnauthorizedResponse();
            }
        });
        app.post("/comp/issue", desk::issue);
        app.post("/comp/redeem/{code}", desk::redeem);
        app.start(7080);
    }
}
