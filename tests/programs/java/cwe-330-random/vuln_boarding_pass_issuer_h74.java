// A boarding pass issuer program of the h74 set (cwe-330-random).
package com.skylooppier.gate;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

class BoardingPassIssuer {

    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private static final int CODE_LENGTH = 10;

    record Pass(String code, String gondolaClass, Instant validUntil) {}

    // codes waiting to be scanned at the gate; the scanners call /redeem concurrently
    private final Map<String, Pass> open = new ConcurrentHashMap<>();

    public static void main(String[] args) throws IOException {
        BoardingPassIssuer issuer = new BoardingPassIssuer();
        HttpServer server = HttpServer.create(new InetSocketAddress(8090), 0);
        server.createContext("/passes/issue", issuer::issue);
        server.createContext("/passes/redeem", issuer::redeem);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.start();
    }

    void issue(HttpExchange ex) throws IOException {
        if (!"POST".equals(ex.getRequestMethod())) {
            reply(ex, 405, "use POST");
            return;
        }
        String query = ex.getRequestURI().getQuery();
        String gondola = query != null && query.contains("class=vip") ? "VIP" : "STANDARD";
        Pass pass = new Pass(newCode(), gondola, Instant.now().plusSeconds(4 * 3600));
        open.put(pass.code(), pass);
        reply(ex, 201, "{\"code\":\"" + pass.code() + "\",\"class\":\"" + gondola + "\"}");
    }

    void redeem(HttpExchange ex) throws IOException {
        String query = ex.getRequestURI().getQuery();
        String code = query != null && query.startsWith("code=") ? query.substring(5) : "";
        Pass pass = open.remove(code);
        if (pass == null || pass.validUntil().isBefore(Instant.now())) {
            reply(ex, 403, "{\"board\":false}");
            return;
        }
        reply(ex, 200, "{\"board\":true,\"class\":\"" + pass.gondolaClass() + "\"}");
    }

    private static String newCode() {
        ThreadLocalRandom rnd = ThreadLocalRandom.current();
        StringBuilder sb = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            sb.append(ALPHABET[rnd.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }

    private static void reply(HttpExchange ex, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream os = ex.getResponseBody()) {
            os.write(bytes);
        }
    }
}
