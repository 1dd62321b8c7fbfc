// A deposit codes program of the h62 set (cwe-330-random).
package com.inkwell.bookings;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * When a client pays the deposit for a tattoo session they receive a claim code; quoting the
 * code lets them move the appointment or transfer the deposit to another artist.
 */
class DepositClaimService implements HttpService {

    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private static final int CODE_LENGTH = 10;

    record Deposit(String artist, String clientEmail, LocalDate session, String claimCode) {}

    private final SecureRandom random = new SecureRandom();
    private final Map<String, Deposit> byCode = new ConcurrentHashMap<>();

    @Override
    public void routing(HttpRules rules) {
        rules.post("/", this::create)
             .get("/{code}", this::lookup);
    }

    String claimCode() {
        return random.ints(CODE_LENGTH, 0, ALPHABET.length)
                .mapToObj(i -> String.valueOf(ALPHABET[i]))
                .collect(Collectors.joining());
    }

    private void create(ServerRequest req, ServerResponse res) {
        var q = req.query();
        if (!q.contains("artist") || !q.contains("email") || !q.contains("session")) {
            res.status(Status.BAD_REQUEST_400).send("artist, email and session are required");
            return;
        }
        Deposit deposit = new Deposit(q.get("artist"), q.get("email"), LocalDate.parse(q.get("session")), claimCode());
        byCode.put(deposit.claimCode(), deposit);
        res.status(Status.CREATED_201)
           .header(HeaderNames.CONTENT_TYPE, "text/plain; charset=UTF-8")
           .send(deposit.claimCode());
    }

    private void lookup(ServerRequest req, ServerResponse res) {
        Deposit d = byCode.get(req.path().pathParameters().get("code"));
        if (d == null) {
            res.status(Status.NOT_FOUND_404).send();
            return;
        }
        res.header(HeaderNames.CONTENT_TYPE, "text/plain; charset=UTF-8")
           .send("deposit held with " + d.artist() + " for " + d.session());
    }

    public static void main(String[] args) {
        WebServer.builder()
                .port(8080)
                .routing(r -> r.register("/deposits", new DepositClaimService()))
                .build()
                .start();
    }
}
