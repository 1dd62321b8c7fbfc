// A loyalty account signup program of the h74 set (cwe-328-hash).
package com.spineandbloom.loyalty;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

record Credentials(String email, String password) {}

record StoredLogin(String salt, String hash) {}

@Path("/loyalty")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
class LoyaltyAccountResource {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final HexFormat HEX = HexFormat.of();

    // stand-in for the accounts table; hashing runs off the I/O threads
    private final Map<String, StoredLogin> accounts = new ConcurrentHashMap<>();
    private final ExecutorService hashers = Executors.newFixedThreadPool(4);

    @POST
    @Path("/signup")
    public CompletionStage<Response> signup(Credentials c) {
        if (c.email() == null || !c.email().contains("@") || c.password() == null || c.password().length() < 10) {
            return CompletableFuture.completedFuture(Response.status(400).entity(Map.of("error", "check email and password")).build());
        }
        String email = c.email().trim().toLowerCase();
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return CompletableFuture.supplyAsync(() -> digest(c.password(), salt), hashers)
                .thenApply(hash -> accounts.putIfAbsent(email, new StoredLogin(HEX.formatHex(salt), hash)) == null
                        ? Response.status(201).entity(Map.of("email", email)).build()
                        : Response.status(409).entity(Map.of("error", "already registered")).build());
    }

    @POST
    @Path("/login")
    public CompletionStage<Response> login(Credentials c) {
        StoredLogin stored = c.email() == null ? null : accounts.get(c.email().trim().toLowerCase());
        if (stored == null || c.password() == null) {
            return CompletableFuture.completedFuture(Response.status(401).build());
        }
        return CompletableFuture.supplyAsync(() -> digest(c.password(), HEX.parseHex(stored.salt())), hashers)
                .thenApply(hash -> MessageDigest.isEqual(hash.getBytes(StandardCharsets.US_ASCII),
                        stored.hash().getBytes(StandardCharsets.US_ASCII))
                        ? Response.ok(Map.of("welcome", c.email())).build()
                        : Response.status(401).build());
    }

    private static String digest(String password, byte[] salt) {
        try {
            PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, 600_000, 256);
            SecretKeyFactory kdf = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
            return HEX.formatHex(kdf.generateSecret(spec).getEncoded());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
